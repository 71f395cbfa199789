import { useEffect, useState, type CSSProperties } from 'react';
import { isLocalIconName, localIcons, type LocalIconName } from './icons';
import './icon.css';

/** An icon of a public set, `prefix:name` as the Iconify API names it (`mdi:whistle`). */
export type RemoteIconName = `${string}:${string}`;
export type IconName = LocalIconName | RemoteIconName;

/** Fixed sizes (classes, not inline styles, so pre-rendered markup needs no inline CSS). */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

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
 * public icon API (fetched after mount, within `iconFetchTimeoutMs` of `./remote-icon`). A failed
 * or slow remote icon leaves the box empty, so nothing on the page moves or waits.
 */
export function Icon({ name, label, size = 'md', className, timeoutMs }: IconProps) {
  const local = isLocalIconName(name) ? localIcons[name] : undefined;
  const [remote, setRemote] = useState<{ name: string; svg: string | null } | null>(null);

  useEffect(() => {
    if (isLocalIconName(name)) return undefined;
    let current = true;
    // The fetching code loads with the first remote icon: most pages draw local icons only.
    import('./remote-icon')
      .then(({ loadRemoteIcon }) => loadRemoteIcon(name, timeoutMs))
      .catch(() => null)
      .then((svg) => {
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
