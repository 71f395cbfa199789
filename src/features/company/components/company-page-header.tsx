import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { CompanyNav } from './company-nav';

type CompanyPageHeaderProps = { page: 'overview' | 'ceo' | 'map' | 'future' };

/** Title, description, h1, lead and the company sub-navigation, the same on all four pages. */
export function CompanyPageHeader({ page }: CompanyPageHeaderProps) {
  const { t } = useTranslation('company');
  return (
    <>
      <PageMeta title={t(`${page}.meta.title`)} description={t(`${page}.meta.description`)} />
      <div className="page__header">
        <h1>{t(`${page}.heading`)}</h1>
        <p className="page__lead">{t(`${page}.lead`)}</p>
      </div>
      <CompanyNav />
    </>
  );
}
