import { ReferencePage } from '@/features/community/components/reference-page';

export function Component() {
  return <ReferencePage />;
}
