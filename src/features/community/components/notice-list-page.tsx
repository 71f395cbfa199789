import './community-page.css';
import { useTranslation } from 'react-i18next';
import { noticesCall } from '@/config/api-answers';
import { useLanguage } from '@/hooks/use-language';
import { usePreloaded } from '@/lib/api/preloaded';
import { getNotices, NOTICE_PAGE_SIZE, parseNotices } from '../api/get-notices';
import { useCommunityList, usePageParam } from '../hooks/use-community-list';
import { CommunityPageHeader } from './community-page-header';
import { ListView } from './list-view';
import { NoticeItems } from './notice-items';

/** `/<lang>/community/notice`: ten notices a page, pinned first, page from `?page=`. */
export function NoticeListPage() {
  const { t } = useTranslation('community');
  const page = usePageParam();
  const lang = useLanguage();
  // The first page is in the pre-rendered HTML, so crawlers reach every notice by its links.
  const preloaded = usePreloaded(noticesCall(lang, page, NOTICE_PAGE_SIZE), (result) =>
    parseNotices(result, NOTICE_PAGE_SIZE),
  );
  const { resource, retry } = useCommunityList(getNotices, page, NOTICE_PAGE_SIZE, preloaded);
  return (
    <div className="page community-page">
      <CommunityPageHeader page="notice" />
      <ListView
        className="community-list"
        page={page}
        resource={resource}
        onRetry={retry}
        empty={t('notice.empty')}
        skeleton={{ rows: NOTICE_PAGE_SIZE, variant: 'row' }}
      >
        {(notices) => <NoticeItems notices={notices} listPage={page} />}
      </ListView>
    </div>
  );
}
