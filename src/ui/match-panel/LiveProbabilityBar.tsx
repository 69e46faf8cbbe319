import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LiveJson } from '../../../contracts/match-knowledge';
import { useFormats } from './format';
import { facts, liveDot, muted, sectionTitle } from './match-panel.css';
import { chancesOf, type Outcome, OutcomeBar } from './OutcomeBar';
import type { Teams } from './teams';

/**
 * A live match's final-result chances from its minute and score (the API's live block),
 * beside the pre-match ones, with the next goal and the goals still expected. It moves as
 * the match detail is fetched again.
 */
export function LiveProbabilityBar({
  live,
  preMatch,
  teams,
}: {
  live: LiveJson;
  preMatch: Outcome | null;
  teams: Teams;
}) {
  const { t } = useLingui();
  const f = useFormats();
  const headingId = useId();
  const { minute, score } = live;
  const goalsLeft = f.decimal(live.remaining.expected_goals.total);
  const { home, away } = teams;
  const nextHome = f.percent(live.next_goal.home.probability);
  const nextNone = f.percent(live.next_goal.none.probability);
  const nextAway = f.percent(live.next_goal.away.probability);
  const period =
    live.period === 'half-time'
      ? t`half-time`
      : live.period === 'first-half'
        ? t`first half`
        : t`second half`;
  const scoreText = `${score.home}–${score.away}`;
  const reds = live.red_cards.home + live.red_cards.away;
  return (
    <section aria-labelledby={headingId} data-testid="live-probability">
      <h3 id={headingId} className={sectionTitle}>
        <span>
          <span className={liveDot} aria-hidden="true" />
          {t`Live chances at ${minute}' (${period}), ${scoreText}`}
        </span>
        {preMatch && <PreMatch outcome={preMatch} />}
      </h3>
      <OutcomeBar outcome={chancesOf(live.final.result)} teams={teams} />
      <dl className={facts}>
        <div>
          <dt>{t`Next goal`}</dt>
          <dd>{t`${home} ${nextHome} · none ${nextNone} · ${away} ${nextAway}`}</dd>
        </div>
        <div>
          <dt>{t`Goals still expected`}</dt>
          <dd>{goalsLeft}</dd>
        </div>
        {reds > 0 && (
          <div>
            <dt>{t`Red cards`}</dt>
            <dd>{`${live.red_cards.home}–${live.red_cards.away}`}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function PreMatch({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui();
  const f = useFormats();
  const home = f.percent(outcome.home);
  const draw = f.percent(outcome.draw);
  const away = f.percent(outcome.away);
  return (
    <span className={muted}>{t`Before kick-off: home ${home} · draw ${draw} · away ${away}`}</span>
  );
}
