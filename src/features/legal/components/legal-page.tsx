import './legal-page.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LegalText } from '@/components/legal/legal-text';
import { PageMeta } from '@/components/ui/page-meta';
import {
  versionInEffect,
  versionStatus,
  type LegalDocument,
  type LegalDocumentName,
} from '@/config/legal-documents';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { useVisitTime } from '@/hooks/use-visit-time';
import { useFormatDay } from '@/hooks/use-format-day';

/**
 * `/<lang>/terms` and `/<lang>/privacy`: the version in effect on the day of the visit (decided
 * at build, and again by the visitor's clock right after hydration: src/hooks/use-visit-time.ts);
 * `/<lang>/terms/2026-03-01`: the version taking effect that day, for good. Every version is
 * listed with its own address, so earlier ones stay reachable. docs/decisions/024-legal-pages.md.
 */
export function LegalPage({
  name,
  document,
}: {
  name: LegalDocumentName;
  document: LegalDocument;
}) {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  const now = useVisitTime();
  const formatDay = useFormatDay();
  const { date } = useParams();
  const versionsId = useId();
  const version =
    date === undefined
      ? versionInEffect(document, now)
      : document.versions.find((each) => each.effectiveDate === date);
  if (!version) return <UnknownVersion name={name} />;
  const status = versionStatus(document, version, now);
  const day = (each: { effectiveDate: string }) => formatDay(each.effectiveDate);
  const versionPath = (effectiveDate: string) =>
    name === 'terms'
      ? paths.termsVersion(lang, { date: effectiveDate })
      : paths.privacyVersion(lang, { date: effectiveDate });
  return (
    <div className="page legal-page">
      <PageMeta title={t(`${name}.meta.title`)} description={t(`${name}.meta.description`)} />
      <div className="page__header">
        <h1>{t(`${name}.heading`)}</h1>
        <p className="page__lead">
          {t('page.version', { version: version.version, date: day(version) })}
        </p>
      </div>
      {status !== 'current' && (
        <p className="legal-page__note" role="note">
          {status === 'earlier'
            ? t('page.earlierNote')
            : t('page.upcomingNote', { date: day(version) })}{' '}
          <Link to={paths[name](lang)}>{t('page.current')}</Link>
        </p>
      )}
      <LegalText version={version} lang={lang} headingLevel={2} />
      <section className="legal-page__versions" aria-labelledby={versionsId}>
        <h2 id={versionsId}>{t('page.versions')}</h2>
        <ul>
          {[...document.versions].reverse().map((each) => {
            const label = t('page.version', { version: each.version, date: day(each) });
            const state = versionStatus(document, each, now);
            return (
              <li key={each.effectiveDate}>
                {each === version ? (
                  <strong>{label}</strong>
                ) : (
                  <Link to={versionPath(each.effectiveDate)}>{label}</Link>
                )}{' '}
                <span className="legal-page__status">({t(`page.status.${state}`)})</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** A dated address no version takes effect on (a mistyped link): the way to the one in effect. */
function UnknownVersion({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation(['common', 'legal']);
  const lang = useLanguage();
  return (
    <div className="page legal-page">
      <PageMeta title={t('notFound.title')} description={t('notFound.body')} noindex />
      <div className="page__header">
        <h1>{t('notFound.title')}</h1>
        <p className="page__lead">{t('notFound.body')}</p>
      </div>
      <p>
        <Link to={paths[name](lang)}>{t('page.current', { ns: 'legal' })}</Link>
      </p>
    </div>
  );
}
