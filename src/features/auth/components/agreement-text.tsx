import { useTranslation } from 'react-i18next';
import { LegalText } from '@/components/legal/legal-text';
import { versionInEffect, type LegalDocumentName } from '@/config/legal-documents';
import { privacy } from '@/config/privacy';
import { terms } from '@/config/terms';
import { useLanguage } from '@/hooks/use-language';
import { useVisitTime } from '@/hooks/use-visit-time';
import { useFormatDay } from '@/hooks/use-format-day';

const documents = { terms, privacy };

/**
 * The version of the terms or the privacy policy in effect today, as its page shows it: loaded
 * with the dialog that asks for the agreement, never with the register page itself.
 */
export default function AgreementText({ document }: { document: LegalDocumentName }) {
  const lang = useLanguage();
  const { t } = useTranslation('legal');
  const formatDay = useFormatDay();
  const version = versionInEffect(documents[document], useVisitTime());
  return (
    <>
      <p className="agreement-dialog__version">
        {t('page.version', {
          version: version.version,
          date: formatDay(version.effectiveDate),
        })}
      </p>
      <LegalText version={version} lang={lang} headingLevel={3} />
    </>
  );
}
