import './trio-teams.css';
import './team-badge.css';

/** A team's letter in the team's colour, as the app shows it. */
export function TeamBadge({ team, decorative = false }: { team: string; decorative?: boolean }) {
  return (
    <span
      className={`trio-mock__team trio-team--${team.toLowerCase()}`}
      aria-hidden={decorative || undefined}
    >
      {team}
    </span>
  );
}
