import './trio-cards.css';
import './competency-cards.css';
import { useTranslation } from 'react-i18next';
import { competencies, type Competency } from '../data/competencies';
import { CompetencyIcon } from './competency-icon';

type CompetencyCardsProps = {
  /** The text under each name; the short summary when not given. */
  describe?: (competency: Competency) => string;
};

export function CompetencyCards({ describe }: CompetencyCardsProps) {
  const { t } = useTranslation('trio');
  return (
    <ul className="trio-cards trio-cards--three plain-list">
      {competencies.map((competency) => (
        <li key={competency} className="trio-card trio-competency">
          <CompetencyIcon competency={competency} />
          <h3>{t(`shared.competencies.${competency}.name`)}</h3>
          <p>{describe ? describe(competency) : t(`shared.competencies.${competency}.summary`)}</p>
        </li>
      ))}
    </ul>
  );
}
