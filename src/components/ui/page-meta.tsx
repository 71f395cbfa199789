import { useTranslation } from 'react-i18next';

type PageMetaProps = {
  title: string;
  description: string;
  /** Account pages must not appear in search results. */
  noindex?: boolean;
};

/** React 19 hoists these into `<head>`. */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('meta.titleTemplate', { title })}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}
