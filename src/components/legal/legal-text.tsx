import './legal-text.css';
import type { Language } from '@/config/languages';
import type { LegalVersion } from '@/config/legal-documents';
import { useFormatDay } from '@/hooks/use-format-day';
import { fillPlaceholders, placeholderValues } from './legal-placeholders';

/**
 * One version of the terms or the privacy policy in a language: each article a section with its
 * heading, each line of its text a paragraph. Text only, placeholders filled in: the content is
 * plain text (the build refuses HTML in it), so nothing here is parsed as markup.
 */
export function LegalText({
  version,
  lang,
  headingLevel,
}: {
  version: LegalVersion;
  lang: Language;
  /** `2` on the document's own page (under its `h1`), `3` in a dialog (under its title). */
  headingLevel: 2 | 3;
}) {
  const formatDay = useFormatDay();
  const values = placeholderValues(lang, formatDay(version.effectiveDate));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="legal-text">
      {version.text[lang].map((section, index) => (
        // Headings may repeat across versions, never within one: the position keeps keys unique.
        <section key={index}>
          <Heading>{fillPlaceholders(section.heading, values)}</Heading>
          {section.body
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line, lineIndex) => (
              <p key={lineIndex}>{fillPlaceholders(line, values)}</p>
            ))}
        </section>
      ))}
    </div>
  );
}
