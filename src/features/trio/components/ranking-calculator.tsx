import './ranking-calculator.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { workedExample, type TeamId } from '../data/worked-example';
import { useTrioLabels } from '../hooks/use-trio-labels';
import {
  maxScore,
  minScore,
  parseScore,
  rankMatch,
  type HeadToHead,
  type ParsedScore,
  type SetResult,
  type Tie,
} from '../lib/ranking';
import { ResultsTable } from './results-table';
import { TeamBadge } from './team-badge';

/** The six scores, in the order of the rotation: set 1 A v B, set 2 B v C, set 3 C v A. */
const fields = workedExample.flatMap((set) => [
  { set, team: set.home, example: set.homeScore },
  { set, team: set.away, example: set.awayScore },
]);

/** The form starts with the worked example, so the page shows it before and without scripts. */
const exampleValues: readonly string[] = fields.map((field) => String(field.example));

/**
 * How long the visitor pauses before the result is read out: one announcement for "19", not
 * one for "1" and another for "19".
 */
const announceDelay = 500;

/** The match the form describes, or `undefined` while any score is not a valid one. */
function matchFrom(scores: readonly ParsedScore[]): SetResult<TeamId>[] | undefined {
  const values = scores.map((score) => score.value);
  if (values.some((value) => value === undefined)) return undefined;
  return workedExample.map((set, index) => ({
    ...set,
    homeScore: values[index * 2]!,
    awayScore: values[index * 2 + 1]!,
  }));
}

function isWorkedExample(sets: readonly SetResult[]): boolean {
  return sets.every(
    (set, index) =>
      set.homeScore === workedExample[index]?.homeScore &&
      set.awayScore === workedExample[index]?.awayScore,
  );
}

/**
 * `/:lang/trio/rule`: the visitor's own match, ranked as they type. Plain inputs and React
 * state: nothing is submitted, so no form library is loaded.
 */
export function RankingCalculator() {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  const ids = useId();
  const [values, setValues] = useState<readonly string[]>(exampleValues);
  const [changed, setChanged] = useState(false);
  const [announced, setAnnounced] = useState('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // The pre-rendered form works as plain HTML before the app runs: keep what was typed then.
  useEffect(() => {
    const typed = exampleValues.map((value, index) => inputs.current[index]?.value ?? value);
    if (typed.some((value, index) => value !== exampleValues[index])) {
      setValues(typed);
      setChanged(true);
    }
  }, []);

  const n = labels.number;
  const range = { min: n(minScore), max: n(maxScore) };
  const scores = values.map(parseScore);
  const sets = matchFrom(scores);
  const ranking = sets && rankMatch(sets);
  const example = sets !== undefined && isWorkedExample(sets);

  const fieldName = (index: number) => {
    const field = fields[index]!;
    return t('rule.calculator.inputLabel', {
      set: labels.set(field.set.set),
      team: labels.team(field.team),
    });
  };
  const invalidFields = scores.flatMap((score, index) => (score.error ? [fieldName(index)] : []));
  const waiting = t('rule.calculator.waiting', {
    ...range,
    fields: invalidFields.join(t('rule.calculator.fieldSeparator')),
  });

  let summary = waiting;
  if (ranking) {
    const items = ranking.standings.map((standing) =>
      t('rule.calculator.summary.item', {
        rank: labels.rank(standing.rank),
        team: labels.team(standing.team),
        score: n(standing.rankingScore),
      }),
    );
    const ranked = t(example ? 'rule.calculator.summary.example' : 'rule.calculator.summary.own', {
      ranking: items.join(t('shared.listSeparator')),
    });
    summary =
      ranking.ties.length > 0 ? t('rule.calculator.summary.withTies', { summary: ranked }) : ranked;
  }

  // The live region speaks only after a change, once the visitor pauses.
  useEffect(() => {
    if (!changed || summary === announced) return;
    const timer = setTimeout(() => setAnnounced(summary), announceDelay);
    return () => clearTimeout(timer);
  }, [changed, summary, announced]);

  const update = (index: number, value: string) => {
    setValues((current) => current.map((old, at) => (at === index ? value : old)));
    setChanged(true);
  };

  const restoreExample = (event: FormEvent<HTMLFormElement>) => {
    // Without scripts the browser's own reset does the same: the inputs' initial values.
    event.preventDefault();
    setValues(exampleValues);
    setChanged(true);
  };

  const renderField = (index: number) => {
    const field = fields[index]!;
    const error = scores[index]?.error;
    const inputId = `${ids}score-${index}`;
    const errorId = `${ids}error-${index}`;
    return (
      <div className="trio-calculator__field">
        <div className="trio-calculator__label">
          <TeamBadge team={field.team} decorative />
          {/* Named by set and team; the fieldset's legend already shows the set. */}
          <label htmlFor={inputId}>
            <span className="visually-hidden">{fieldName(index)}</span>
            <span aria-hidden="true">{labels.team(field.team)}</span>
          </label>
        </div>
        <input
          ref={(input) => {
            inputs.current[index] = input;
          }}
          id={inputId}
          className="trio-calculator__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={values[index]}
          onChange={(event) => update(index, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="trio-calculator__error">
            {t(`rule.calculator.errors.${error}`, range)}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="trio-section trio-calculator" aria-labelledby={`${ids}heading`}>
      <h2 id={`${ids}heading`}>{t('rule.calculator.heading')}</h2>
      <p className="trio-section__intro">{t('rule.calculator.intro', range)}</p>
      <form
        className="trio-calculator__form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onReset={restoreExample}
      >
        <div className="trio-calculator__sets">
          {workedExample.map((set, setIndex) => (
            <fieldset key={set.set} className="trio-calculator__set">
              <legend>
                {t('rule.calculator.legend', {
                  set: labels.set(set.set),
                  match: labels.match(set),
                })}
              </legend>
              <div className="trio-calculator__scores">
                {renderField(setIndex * 2)}
                <span className="trio-calculator__colon" aria-hidden="true">
                  :
                </span>
                {renderField(setIndex * 2 + 1)}
              </div>
            </fieldset>
          ))}
        </div>
        <p className="trio-calculator__actions">
          <button type="reset" className="button">
            {t('rule.calculator.reset')}
          </button>
        </p>
        <noscript>
          <p className="noscript-note">{t('rule.calculator.noscript')}</p>
        </noscript>
      </form>

      <div className="trio-calculator__results">
        {ranking ? (
          <ResultsTable
            standings={ranking.standings}
            caption={t(example ? 'rule.calculator.captionExample' : 'rule.calculator.captionOwn')}
          />
        ) : (
          <p className="trio-calculator__waiting">{waiting}</p>
        )}
        {ranking && ranking.ties.length > 0 && <TieExplanations ties={ranking.ties} />}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </section>
  );
}

/** Which tie-breaks ordered the tied teams, with the figures they compared. */
function TieExplanations({ ties }: { ties: readonly Tie<TeamId>[] }) {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  const n = labels.number;
  const inSentence = (team: string) => t('rule.calculator.ties.teamInSentence', { team });
  const teamList = (teams: readonly string[]) => {
    const [first = '', second = '', third] = teams.map(inSentence);
    return third === undefined
      ? t('rule.calculator.ties.two', { first, second })
      : t('rule.calculator.ties.three', { first, second, third });
  };
  const setName = (set: SetResult) =>
    t('rule.calculator.ties.setInSentence', { number: n(set.set) });
  const separator = t('shared.listSeparator');

  const headToHead = (step: HeadToHead<TeamId>) => {
    if (step.kind === 'setsWon') {
      return t('rule.calculator.ties.setsWon', {
        list: step.teams
          .map(({ team, sets }) =>
            t('rule.calculator.ties.setsWonItem', { team: labels.team(team), sets: n(sets) }),
          )
          .join(separator),
      });
    }
    const { set, winner } = step;
    const teams = teamList([set.home, set.away]);
    if (winner === undefined) {
      return t('rule.calculator.ties.setDrawn', {
        teams,
        set: setName(set),
        score: labels.score(set),
      });
    }
    const [won, lost] =
      winner === set.home ? [set.homeScore, set.awayScore] : [set.awayScore, set.homeScore];
    return t('rule.calculator.ties.setWon', {
      teams,
      winner: inSentence(winner),
      set: setName(set),
      score: t('shared.score', { home: n(won), away: n(lost) }),
    });
  };

  return (
    <div className="trio-calculator__ties">
      <h3>{t('rule.calculator.ties.heading')}</h3>
      {ties.map((tie) => (
        <div key={tie.teams.map(({ team }) => team).join()} className="trio-calculator__tie">
          <p>
            {t('rule.calculator.ties.same', {
              teams: teamList(tie.teams.map(({ team }) => team)),
              score: n(tie.rankingScore),
            })}
          </p>
          <ul>
            <li>
              {t('rule.calculator.ties.conceded', {
                list: tie.teams
                  .map((standing) =>
                    t('rule.calculator.ties.concededItem', {
                      team: labels.team(standing.team),
                      points: n(standing.totalConceded),
                    }),
                  )
                  .join(separator),
              })}
            </li>
            {tie.headToHead.map((step) => (
              <li key={step.kind === 'set' ? `set-${step.set.set}` : 'sets-won'}>
                {headToHead(step)}
              </li>
            ))}
            {tie.shared.map(({ teams, rank }) => (
              <li key={teams.join()}>
                {t(
                  rank === 1
                    ? 'rule.calculator.ties.sharedFirst'
                    : 'rule.calculator.ties.sharedSecond',
                  { teams: teamList(teams) },
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
