import { CompanyCeoPage } from '@/features/company/components/company-ceo-page';

export function Component() {
  return <CompanyCeoPage />;
}
