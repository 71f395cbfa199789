import { CompanyMapPage } from '@/features/company/components/company-map-page';

export function Component() {
  return <CompanyMapPage />;
}
