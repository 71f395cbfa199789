import { useEffect, useState, type CSSProperties } from 'react';
import { isLocalIconName, localIcons, type LocalIconName } from './icons';
import './icon.css';

/** An icon of a public set, `prefix:name` as the Iconify API names it (`mdi:whistle`). */
export type RemoteIconName = `${string}:${string}`;
export type IconName = LocalIconName | RemoteIconName;

/** Fixed sizes (classes, not inline styles, so pre-rendered markup needs no inline CSS). */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

/** The public fallback for names the local set lacks (decisions.md: "Icons"). */
export const iconApiOrigin = 'https://api.iconify.design';
/** Spec section 9: a slow icon server must never hold anything up for longer than this. */
export const iconFetchTimeoutMs = 1500;

// Iconify prefixes and names are lowercase words joined by hyphens; anything else is refused
// before it can become part of a URL.
const remoteNamePattern = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:-[a-z0-9]+)*)$/;
// Icons are a few hundred bytes; a huge answer is not an icon.
const maxSvgLength = 50_000;

/** One request per name per page load, shared by every icon that shows it. */
const remoteIcons = new Map<string, Promise<string | null>>();

/** Tests start from an empty cache. */
export function clearRemoteIconCache(): void {
  remoteIcons.clear();
}

/** The SVG text of a public icon, or `null` when it is missing, invalid or too slow. */
export function loadRemoteIcon(
  name: string,
  timeoutMs: number = iconFetchTimeoutMs,
): Promise<string | null> {
  const cached = remoteIcons.get(name);
  if (cached) return cached;
  const match = remoteNamePattern.exec(name);
  const request = match ? fetchSvg(match[1]!, match[2]!, timeoutMs) : Promise.resolve(null);
  remoteIcons.set(name, request);
  return request;
}

async function fetchSvg(prefix: string, name: string, timeoutMs: number): Promise<string | null> {
  const controller = new AbortController();
  // The timer covers the body too: a server that sends headers and then stalls is cut off.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${iconApiOrigin}/${prefix}/${name}.svg`, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    return text.startsWith('<svg') && text.length <= maxSvgLength ? text : null;
  } catch {
    // Offline, blocked, aborted by the timeout: the icon box simply stays empty.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The remote SVG is only ever used as a CSS mask image, never inserted as markup, so a hostile
 * answer cannot run script; the mask also lets it take the text colour like the local icons.
 */
function maskStyle(svg: string): CSSProperties {
  return { '--icon-url': `url("data:image/svg+xml,${encodeURIComponent(svg)}")` } as CSSProperties;
}

type IconProps = {
  name: IconName;
  /** Text for assistive technology; without it the icon is decorative and hidden from them. */
  label?: string;
  size?: IconSize;
  className?: string;
  /** Only tests shorten it. */
  timeoutMs?: number;
};

/**
 * An icon in a box of fixed size: from the bundled set when it has the name, otherwise from the
 * public icon API (fetched after mount, within `iconFetchTimeoutMs`). A failed or slow remote
 * icon leaves the box empty, so nothing on the page moves or waits.
 */
export function Icon({ name, label, size = 'md', className, timeoutMs }: IconProps) {
  const local = isLocalIconName(name) ? localIcons[name] : undefined;
  const [remote, setRemote] = useState<{ name: string; svg: string | null } | null>(null);

  useEffect(() => {
    if (isLocalIconName(name)) return undefined;
    let current = true;
    void loadRemoteIcon(name, timeoutMs).then((svg) => {
      if (current) setRemote({ name, svg });
    });
    return () => {
      current = false;
    };
  }, [name, timeoutMs]);

  const remoteSvg = remote?.name === name ? remote.svg : null;
  const classes = ['icon', `icon--${size}`, className].filter(Boolean).join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };

  return (
    <span className={classes} data-icon={name} {...a11y}>
      {local ? (
        <svg
          className="icon__svg"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {/* One path of several subpaths: the same drawing with a third of the DOM nodes. */}
          <path d={local.join(' ')} />
        </svg>
      ) : (
        remoteSvg && (
          <span className="icon__remote" data-icon-source="remote" style={maskStyle(remoteSvg)} />
        )
      )}
    </span>
  );
}
