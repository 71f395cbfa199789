import { useEffect, useState, type RefObject } from 'react';

/**
 * A box that may scroll sideways (a wide table on a phone) is a named region a keyboard can
 * reach and scroll, but only while it actually scrolls: elsewhere it would be a tab stop and a
 * landmark with nothing to do. Measured after hydration and again whenever the box or its
 * content changes size (a turned phone, zoom, a late font). The pre-rendered page and the
 * first render keep the region, so the page is usable before the app runs (and hydrates as it
 * was pre-rendered).
 */
export function useScrollRegion(ref: RefObject<HTMLElement | null>, labelledBy: string) {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(node.scrollWidth > node.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls ? { role: 'region', 'aria-labelledby': labelledBy, tabIndex: 0 } : {};
}
