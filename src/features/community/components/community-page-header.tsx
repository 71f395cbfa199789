import { useTranslation } from 'react-i18next';
import { SectionHeader } from '@/components/layouts/section-header';
import { sectionPages, type SectionPageId } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

const pages = sectionPages('community');

type CommunityPage = SectionPageId<'community'>;

/**
 * The header of every community page, with the community navigation. A notice's page names the
 * notice itself (`name`), in its title and its heading.
 */
export function CommunityPageHeader({
  page,
  name,
  headingId,
  summary,
  picture,
}: {
  page: CommunityPage | 'noticeDetail';
  name?: string;
  headingId?: string;
  /** A notice's own first words, its description (the page's otherwise). */
  summary?: string;
  /** A notice's first picture, previewed instead of the section's share card. */
  picture?: string;
}) {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  return (
    <SectionHeader
      title={name ?? t(`${page}.meta.title`)}
      description={summary || t(`${page}.meta.description`)}
      article={page === 'noticeDetail' && name !== undefined ? { image: picture } : undefined}
      heading={name ?? t(`${page}.heading`)}
      headingId={headingId}
      lead={page === 'noticeDetail' ? undefined : t(`${page}.lead`)}
      nav={{
        label: t('nav.label'),
        // Only the overview needs `end`: a notice's own page still belongs to "Notices".
        links: pages.map(({ id, to }) => ({
          to: to(lang),
          label: t(`nav.${id}`),
          end: id === 'overview',
        })),
      }}
    />
  );
}
