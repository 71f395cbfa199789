import './navigation-progress.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A navigation that is done sooner shows nothing: a bar that flashes is noise. */
export const PROGRESS_DELAY_MS = 300;

/**
 * Says that an in-app navigation is under way once it has taken longer than
 * `PROGRESS_DELAY_MS`: a bar at the top of the screen, and the same in words to assistive
 * technology (a polite status region, present from the start so the words are announced).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === 'idle' ? undefined : navigation.location?.key;
  const [slow, setSlow] = useState<string | undefined>();

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlow(pending), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const shown = pending !== undefined && slow === pending;
  return (
    <div className="navigation-progress" role="status">
      {shown && (
        <>
          <span className="navigation-progress__bar" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.loading')}</span>
        </>
      )}
    </div>
  );
}
