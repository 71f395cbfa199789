import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Shows `dialog` as a modal while the component is mounted. `showModal()` makes the rest of the
 * page inert, for assistive technology as much as for the mouse and the keyboard. Focus moves
 * to `initialFocus` (else the first control), Tab cycles inside, the browser's close request
 * (Escape, Android's back gesture) becomes one `onClose` call, the page behind does not scroll,
 * and focus goes back to whatever had it before (the button that opened the dialog), or, for a
 * dialog that opened by itself (nothing had focus, or it has gone), to `returnFocus`.
 *
 * The caller's state decides whether the dialog is open: it unmounts the dialog on `onClose`.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  // The newest `onClose`, without opening the dialog again when its identity changes.
  const requestClose = useEffectEvent(onClose);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockPageScroll();
    if (!node.open) node.showModal();
    // The browser focuses the first focusable element; an alert's answer goes first instead.
    (initialFocus?.current ?? node.querySelector<HTMLElement>(focusable) ?? node).focus();

    const onCancel = (event: Event) => {
      // The browser lets a page keep its dialog open only after a user action since the last
      // close request; otherwise `cancel` cannot be cancelled and `close` follows (below).
      if (!event.cancelable) return;
      event.preventDefault();
      requestClose();
    };
    const onNativeClose = () => {
      // A `close` queued by an earlier opening (React's development re-run) finds it open again.
      if (!node.open) requestClose();
    };
    // The browser lets Tab leave a modal for its own toolbar; cycling keeps the keyboard here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('close', onNativeClose);
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('close', onNativeClose);
      node.removeEventListener('keydown', onKeyDown);
      // By now React has usually removed it from the page, which already ended its modality;
      // closing it anyway covers a dialog that stays (React's development re-run).
      if (node.open) node.close();
      unlockScroll();
      if (opener?.isConnected && opener !== document.body) opener.focus();
      // Read now, not when the dialog opened: the element there when it closes.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      else returnFocus?.current?.focus();
    };
  }, [dialog, initialFocus, returnFocus]);
}

/** How many modals are open: an alert over a dialog, closed in any order, unlocks once. */
let scrollLocks = 0;
let unlockedStyle = { overflow: '', scrollbarGutter: '' };

/** Keeps the page behind a modal from scrolling under the visitor's finger or wheel. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  scrollLocks += 1;
  if (scrollLocks === 1) {
    unlockedStyle = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    // Keeps the room of a scrollbar that disappears, so the page behind does not shift sideways.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  return () => {
    scrollLocks -= 1;
    if (scrollLocks > 0) return;
    root.style.overflow = unlockedStyle.overflow;
    root.style.scrollbarGutter = unlockedStyle.scrollbarGutter;
  };
}
