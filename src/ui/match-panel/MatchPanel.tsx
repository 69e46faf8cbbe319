import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MatchKnowledgeJson } from '../../../contracts/match-knowledge';
import type { MatchDetail } from '../../../contracts/matches';
import { matchDetailQuery } from '../../api/matches.api';
import { useFormats } from './format';
import { LiveProbabilityBar } from './LiveProbabilityBar';
import { MarketComparisonLine } from './MarketComparison';
import { MarketsView } from './MarketsView';
import { disclosure, facts, muted, panel, sectionTitle } from './match-panel.css';
import { chancesOf, OutcomeBar } from './OutcomeBar';
import { TeamRows } from './TeamRows';
import type { Teams } from './teams';

/**
 * What the numbers say about the chat's match (GET /matches/{id}/): the chances (live while
 * it is played), the model beside the market, and on demand every market and both clubs'
 * table rows. The match detail is fetched again while the match is played.
 */
export function MatchPanel({ matchId }: { matchId: string }) {
  const { t } = useLingui();
  const detail = useQuery(matchDetailQuery(matchId));
  if (detail.isPending) {
    return (
      <div className={panel}>
        <p className={muted} role="status">{t`Loading the match's numbers…`}</p>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={panel}>
        <p className={muted} role="alert">
          {t`The match's numbers could not be loaded.`}{' '}
          <button type="button" className={disclosure} onClick={() => void detail.refetch()}>
            {t`Try again`}
          </button>
        </p>
      </div>
    );
  }
  return <PanelContent match={detail.data} />;
}

function PanelContent({ match }: { match: MatchDetail }) {
  const { t } = useLingui();
  const teams: Teams = { home: match.home.name, away: match.away.name };
  const k = match.knowledge;
  return (
    <section className={panel} aria-label={t`Match numbers`}>
      {k?.live ? (
        <LiveProbabilityBar live={k.live} preMatch={chancesOf(k.markets.result)} teams={teams} />
      ) : k ? (
        <PreMatchChances knowledge={k} teams={teams} />
      ) : (
        <p className={muted}>
          {match.status === 'finished'
            ? t`The match has finished: no forecast after the final whistle.`
            : match.status === 'postponed'
              ? t`The match is postponed: no forecast until it has a new date.`
              : t`Too few results in this league for a forecast yet.`}
        </p>
      )}
      {k?.market_comparison && (
        <MarketComparisonLine comparison={k.market_comparison} teams={teams} live={!!k.live} />
      )}
      {k ? (
        <MoreNumbers>
          <MarketsView knowledge={k} seasonContext={match.season_context} teams={teams} />
        </MoreNumbers>
      ) : (
        <TeamRows context={match.season_context} />
      )}
    </section>
  );
}

function PreMatchChances({ knowledge, teams }: { knowledge: MatchKnowledgeJson; teams: Teams }) {
  const { t } = useLingui();
  const f = useFormats();
  const headingId = useId();
  const xg = knowledge.markets.expected_goals;
  const expected = `${f.decimal(xg.home)} – ${f.decimal(xg.away)}`;
  const over = knowledge.markets.totals.find((l) => l.line === 2.5)?.over.settlement.win;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={sectionTitle}>
        {t`The model's chances`}
      </h3>
      <OutcomeBar outcome={chancesOf(knowledge.markets.result)} teams={teams} />
      <dl className={facts}>
        <div>
          <dt>{t`Expected goals`}</dt>
          <dd>{expected}</dd>
        </div>
        {over !== undefined && (
          <div>
            <dt>{t`Over 2.5 goals`}</dt>
            <dd>{f.percent(over)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Both teams to score`}</dt>
          <dd>{f.percent(knowledge.markets.both_teams_to_score.yes.probability)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The markets and table behind one button, so the conversation keeps its room. */
function MoreNumbers({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <button
        type="button"
        className={disclosure}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {open ? t`Hide markets and table` : t`Show all markets and the table`}
      </button>
      <div id={regionId} hidden={!open}>
        {open && children}
      </div>
    </>
  );
}
