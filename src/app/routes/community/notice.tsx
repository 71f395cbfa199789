import { NoticeListPage } from '@/features/community/components/notice-list-page';

export function Component() {
  return <NoticeListPage />;
}
