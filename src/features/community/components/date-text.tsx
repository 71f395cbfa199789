import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '../lib/format';

/** A `<time>` in the page's language; nothing when the backend sent no usable date. */
export function DateText({ value, className }: { value: string | undefined; className?: string }) {
  const lang = useLanguage();
  if (value === undefined) return null;
  return (
    <time className={className} dateTime={value}>
      {formatDate(value, lang)}
    </time>
  );
}
