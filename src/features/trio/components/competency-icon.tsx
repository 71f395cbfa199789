import './competency-icon.css';
import type { Competency } from '../data/competencies';

/** Decorative: the competency's name is always written next to it. */
export function CompetencyIcon({ competency }: { competency: Competency }) {
  return (
    <svg className="trio-competency-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {competency === 'balance' && (
        <>
          <path d="M24 8v30M12 40h24M8 16h32" />
          <path d="M8 16l-5 11h10zM40 16l-5 11h10z" />
        </>
      )}
      {competency === 'competitiveness' && (
        <>
          <path d="M6 40h36" />
          <path d="M8 32l10-10 8 6 14-16" />
          <path d="M30 12h10v10" />
        </>
      )}
      {competency === 'collaboration' && (
        <>
          <circle cx="24" cy="15" r="9" />
          <circle cx="15" cy="31" r="9" />
          <circle cx="33" cy="31" r="9" />
        </>
      )}
    </svg>
  );
}
