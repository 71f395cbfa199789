import { CommunityOverviewPage } from '@/features/community/components/community-overview-page';

export function Component() {
  return <CommunityOverviewPage />;
}
