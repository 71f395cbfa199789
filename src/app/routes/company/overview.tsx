import { CompanyOverviewPage } from '@/features/company/components/company-overview-page';

export function Component() {
  return <CompanyOverviewPage />;
}
