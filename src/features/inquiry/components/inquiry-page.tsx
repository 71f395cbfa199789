import './inquiry.css';
import { lazy, Suspense, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactOptions } from '@/components/ui/contact-options';
import { PageMeta } from '@/components/ui/page-meta';

/**
 * The form brings Formik and Yup: its own chunk, started once the page is up (it renders only
 * in the browser: the pre-rendered page and its hydration show the place it will take), so the
 * page's first script stays as light as any other page's.
 */
const InquiryForm = lazy(() =>
  import('./inquiry-form').then((module) => ({ default: module.InquiryForm })),
);

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
/** The pre-render, and the hydration that must match it, show the form's place. */
const atBuild = () => false;

/** A block of the form's height, so nothing below moves when the form arrives. */
function FormPlace() {
  const { t } = useTranslation();
  return (
    <div className="inquiry__place">
      <noscript>
        <p className="noscript-note">{t('noscript.form')}</p>
      </noscript>
    </div>
  );
}

/** `/<lang>/inquiry`: quotes and questions from schools, companies and other organisations. */
export function InquiryPage() {
  const { t } = useTranslation('inquiry');
  const ids = useId();
  const started = useSyncExternalStore(subscribeToNothing, inBrowser, atBuild);

  return (
    <div className="page inquiry">
      <PageMeta title={t('page.meta.title')} description={t('page.meta.description')} />
      <div className="page__header">
        <h1>{t('page.heading')}</h1>
        <p className="page__lead">{t('page.lead')}</p>
      </div>
      <div className="inquiry__layout">
        <section className="inquiry__form" aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`}>{t('form.heading')}</h2>
          {started ? (
            <Suspense fallback={<FormPlace />}>
              <InquiryForm />
            </Suspense>
          ) : (
            <FormPlace />
          )}
        </section>
        <aside className="inquiry__other" aria-labelledby={`${ids}-other`}>
          <h2 id={`${ids}-other`}>{t('other.heading')}</h2>
          <p>{t('other.text')}</p>
          <ContactOptions />
        </aside>
      </div>
    </div>
  );
}
