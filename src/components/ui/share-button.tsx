import './share-button.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/lib/analytics';

type Outcome = 'idle' | 'copied' | 'failed';

/** The page's address as it is shared: its canonical URL, else this one without query or fragment. */
function pageUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical || `${window.location.origin}${window.location.pathname}`;
}

function cancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares the page: the system's share sheet where the browser has one (Web Share API: on phones,
 * KakaoTalk is in it), else copies the link and says so. A share the visitor cancels says
 * nothing; one the browser refuses falls back to copying; a copy refused too says how to copy
 * by hand. The button needs the app, so it keeps its place but stays hidden until the app runs
 * (`needs-app`): before then the address bar is the way to share. No icon: the notice pages
 * have no other use for the icon set, which would be one more script before interaction.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const share = async () => {
    setOutcome('idle');
    const url = pageUrl();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        track({ name: 'Share', method: 'native' });
        return;
      } catch (error) {
        if (cancelled(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      track({ name: 'Share', method: 'copy-link' });
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="share">
      <button type="button" className="button needs-app" onClick={() => void share()}>
        {t('share.button')}
      </button>
      <span role="status" className="share__status">
        {outcome === 'idle' ? '' : t(`share.${outcome}`)}
      </span>
    </span>
  );
}
