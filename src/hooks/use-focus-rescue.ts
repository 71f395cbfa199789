import { useEffect, type RefObject } from 'react';

/**
 * When the control that had focus inside `container` goes away (a page link or "Try again"
 * replaced by the list's loading state, a list re-rendered), focus would fall to `<body>` and a
 * keyboard or screen reader user would start again from the top of the document. Instead it
 * moves to `container` (which needs `tabIndex={-1}`), where what replaced the control is.
 * Focus the visitor moved elsewhere meanwhile is left alone.
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = container.current;
    if (!node) return undefined;
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element && event.target !== node ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Gone somewhere else on purpose. A removed element's focusout (some engines send one)
      // has no related target, and neither has a window losing focus: those keep `last`.
      if (event.relatedTarget instanceof Node && !node.contains(event.relatedTarget)) last = null;
    };
    const observer = new MutationObserver(() => {
      if (!last || last.isConnected) return;
      last = null;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      node.focus();
    });
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('focusout', onFocusOut);
    observer.observe(node, { childList: true, subtree: true });
    return () => {
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [container]);
}
