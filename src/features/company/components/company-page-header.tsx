// The overview and the map page import these shared sections; the header, which every company page
// imports, does too, so the stylesheet ships in the header's chunk. Alone it would form a chunk of
// its own, which Vite puts after the pages' stylesheets (vitejs/vite#3924; build/css-chunks.ts).
import './company-page.css';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '@/components/layouts/section-header';
import { sectionPages, type SectionPageId } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

const pages = sectionPages('company');

type CompanyPage = SectionPageId<'company'>;

/** The header of the four company pages, with their navigation. */
export function CompanyPageHeader({ page }: { page: CompanyPage }) {
  const { t } = useTranslation('company');
  const lang = useLanguage();
  return (
    <SectionHeader
      title={t(`${page}.meta.title`)}
      description={t(`${page}.meta.description`)}
      heading={t(`${page}.heading`)}
      lead={t(`${page}.lead`)}
      nav={{
        label: t('nav.label'),
        // `end` everywhere: the overview's path is a prefix of the others'.
        links: pages.map(({ id, to }) => ({ to: to(lang), label: t(`nav.${id}`), end: true })),
      }}
    />
  );
}
