import { InquiryPage } from '@/features/inquiry/components/inquiry-page';

export function Component() {
  return <InquiryPage />;
}
