import { TrioOverviewPage } from '@/features/trio/components/trio-overview-page';

export function Component() {
  return <TrioOverviewPage />;
}
