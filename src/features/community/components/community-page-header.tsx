import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { CommunityNav } from './community-nav';

type ListPage = 'overview' | 'notice' | 'gallery' | 'video' | 'reference';

/** Title, description, h1, lead and the community sub-navigation of every community page. */
export function CommunityPageHeader({ page }: { page: ListPage | 'noticeDetail' }) {
  const { t } = useTranslation('community');
  return (
    <>
      <PageMeta title={t(`${page}.meta.title`)} description={t(`${page}.meta.description`)} />
      <div className="page__header">
        <h1>{t(`${page}.heading`)}</h1>
        {page !== 'noticeDetail' && <p className="page__lead">{t(`${page}.lead`)}</p>}
      </div>
      <CommunityNav />
    </>
  );
}
