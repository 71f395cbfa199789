import './home-popup.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { loadPopup, type PopupContent } from '@/config/popup';
import { useLanguage } from '@/hooks/use-language';
import { closeForThisVisit, hideUntilMidnight, shouldShowPopup } from '../lib/popup-memory';

type HomePopupProps = {
  /** Where the content comes from; tests pass their own. */
  load?: (now: Date) => Promise<PopupContent | null>;
  /**
   * Where focus goes when the popup closes and nothing had it before (it opens by itself, so
   * there is no button to go back to): the page heading.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The home page announcement (spec section 1): a modal dialog with "Don't show again today"
 * and "Close". It never appears in the first render, so pre-rendered markup and the client's
 * first render are the same whatever the visitor's storage says and whatever day it is: its
 * content (`content/popup.json`) is loaded after hydration, and its window (start and end,
 * Korean time) is compared with the visitor's clock then, so a page built before the popup
 * started, or while it was on, is right on the day it is read.
 */
export function HomePopup({ load = loadPopup, returnFocusTo }: HomePopupProps) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const [popup, setPopup] = useState<PopupContent | null>(null);
  const open = popup !== null;
  const closeButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);

  useEffect(() => {
    // The clock and storage are read only after mount (see above), storage only if it is on.
    // A failed chunk is the app's preload guard's; the popup is only an extra.
    load(new Date())
      .then((content) => content && shouldShowPopup() && setPopup(content))
      .catch(() => undefined);
  }, [load]);

  useEffect(() => {
    if (open || !closing.current) return;
    closing.current = false;
    // The dialog has given focus back to what had it before it opened: usually nothing.
    const active = document.activeElement;
    if (!active || active === document.body) returnFocusTo?.current?.focus();
  }, [open, returnFocusTo]);

  if (!popup) return null;
  const texts = popup.texts[lang];

  const close = () => {
    closeForThisVisit();
    closing.current = true;
    setPopup(null);
  };
  const hideToday = () => {
    hideUntilMidnight();
    closing.current = true;
    setPopup(null);
  };

  return (
    <LazyDialog
      title={texts.title}
      onClose={close}
      hideCloseButton
      initialFocus={closeButton}
      actions={
        <>
          <button type="button" className="button" onClick={hideToday}>
            {t('popup.dontShowToday')}
          </button>
          <button
            ref={closeButton}
            type="button"
            className="button button--primary"
            onClick={close}
          >
            {t('popup.close')}
          </button>
        </>
      }
    >
      <p className="dialog__message home-popup__text">{texts.text}</p>
      {popup.link && (
        <p className="home-popup__link">
          {/* Following the announcement counts as having seen it: it stays closed this visit. */}
          <Link to={paths[popup.link](lang)} onClick={closeForThisVisit}>
            {texts.link}
          </Link>
        </p>
      )}
    </LazyDialog>
  );
}
