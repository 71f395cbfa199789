import { CompanyFuturePage } from '@/features/company/components/company-future-page';

export function Component() {
  return <CompanyFuturePage />;
}
