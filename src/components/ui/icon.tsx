import './icon.css';
import { localIcons, type LocalIconName } from './icons';

/**
 * Only names of the site's own set: the compiler refuses any other, so no icon is ever missing
 * locally and the public icon API fallback of the spec can never be needed
 * (docs/decisions/013-policy-trusted-types-reports.md).
 */
export type IconName = LocalIconName;

/** Fixed sizes (classes, not inline styles, so pre-rendered markup needs no inline CSS). */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

type IconProps = {
  name: IconName;
  /** Text for assistive technology; without it the icon is decorative and hidden from them. */
  label?: string;
  size?: IconSize;
  className?: string;
};

/** An icon of the bundled set, drawn inline in a box of fixed size: no request, no wait. */
export function Icon({ name, label, size = 'md', className }: IconProps) {
  const classes = ['icon', `icon--${size}`, className].filter(Boolean).join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };

  return (
    <span className={classes} data-icon={name} {...a11y}>
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
        <path d={localIcons[name].join(' ')} />
      </svg>
    </span>
  );
}
