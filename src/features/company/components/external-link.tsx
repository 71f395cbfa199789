import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ExternalLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
};

/** A link to another site: a new window, no access back to ours, and a warning for screen readers. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = useTranslation('company');
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {/* The space sits outside the hidden span: name computation trims a span's own edges. */}{' '}
      <span className="visually-hidden">{t('newWindow')}</span>
    </a>
  );
}
