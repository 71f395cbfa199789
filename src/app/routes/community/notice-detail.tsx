import { NoticeDetailPage } from '@/features/community/components/notice-detail-page';

export function Component() {
  return <NoticeDetailPage />;
}
