import './home-popup.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { popupConfig, type PopupConfig } from '@/config/popup';
import { useLanguage } from '@/hooks/use-language';
import { closeForThisVisit, hideUntilMidnight, shouldShowPopup } from '../lib/popup-memory';

type HomePopupProps = {
  /** The configuration; tests pass their own. */
  config?: PopupConfig;
  /**
   * Where focus goes when the popup closes and nothing had it before (it opens by itself, so
   * there is no button to go back to): the page heading.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The home page announcement (spec section 1): a modal dialog with "Don't show again today"
 * and "Close". It never appears in the first render, so pre-rendered markup and the client's
 * first render are the same whatever the visitor's storage says.
 */
export function HomePopup({ config = popupConfig, returnFocusTo }: HomePopupProps) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);

  useEffect(() => {
    // Storage is only readable after mount (see above); showing the popup then is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (config.enabled && shouldShowPopup()) setOpen(true);
  }, [config.enabled]);

  useEffect(() => {
    if (open || !closing.current) return;
    closing.current = false;
    // The dialog has given focus back to what had it before it opened: usually nothing.
    const active = document.activeElement;
    if (!active || active === document.body) returnFocusTo?.current?.focus();
  }, [open, returnFocusTo]);

  if (!open) return null;

  const close = () => {
    closeForThisVisit();
    closing.current = true;
    setOpen(false);
  };
  const hideToday = () => {
    hideUntilMidnight();
    closing.current = true;
    setOpen(false);
  };

  return (
    <LazyDialog
      title={t(config.titleKey)}
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
      <p className="dialog__message home-popup__text">{t(config.textKey)}</p>
      {config.link && (
        <p className="home-popup__link">
          {/* Following the announcement counts as having seen it: it stays closed this visit. */}
          <Link to={paths[config.link.page](lang)} onClick={closeForThisVisit}>
            {t(config.link.labelKey)}
          </Link>
        </p>
      )}
    </LazyDialog>
  );
}
