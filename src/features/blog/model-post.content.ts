import { msg } from '@lingui/core/macro';
import type { ModelFigureTexts } from '../../lib/model-figures';
import type { PostBlock } from './blog-post';

/** "How the model works": Dixon–Coles with time decay, blended with Elo, per league; the
 * figures are the measured ones of src/lib/model-figures.ts. */
export function modelPostBlocks({
  decay,
  halfLife,
  window,
  matches,
  modelRps,
  bookmakerRps,
  gap,
}: ModelFigureTexts): PostBlock[] {
  return [
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.intro',
        message:
          'Every number GoalVision shows — the win, draw and loss chances, the expected goals, the likely scores — comes from a statistical model fitted on match results. The AI analyst in the chat does not make numbers up: it explains the ones this model produces.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.model.h.poisson', message: 'Goals as counts: the Dixon–Coles model' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.poisson.p1',
        message:
          'Each club gets an attack rating and a defence rating, and the league gets a home advantage. The goals a side is expected to score come from its attack, the opponent’s defence and, for the home side, the home advantage. Goals are then treated as Poisson counts around those expectations, which gives a probability for every scoreline from 0–0 upwards.',
      }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.poisson.p2',
        message:
          'Plain Poisson gets low scores slightly wrong: real football has more 0–0 and 1–1 draws than independent counts would give. Mark Dixon and Stuart Coles added a correction for the four scores 0–0, 1–0, 0–1 and 1–1 in 1997, and our model keeps it.',
      }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.shots.p1',
        message:
          'Goals are rare and partly luck, so where the data records shots on target the ratings are fitted on a mix: 65% of each side’s goals and 35% of its shots on target, turned into goals at the league’s own rate. A club that creates chances but finishes badly is rated a little above what its goals alone say. Where the source has no shots, the model uses goals only, and each prediction says which it used.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.model.h.decay', message: 'Recent matches count more' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.decay.p1',
        message: `A team is not what it was three seasons ago, so every past match is weighted by how long ago it was played: the weight falls by a factor of e^(−${decay} × days), which halves it about every ${halfLife} days. Matches older than ${window} days are left out, and matches of earlier seasons count a little less again (× 0.7), because squads change over the summer.`,
      }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.decay.p2',
        message:
          'The ratings are the ones that make the weighted results most likely (maximum likelihood), with a gentle pull towards average so that a few lucky results do not make a club look great. Promoted clubs, with no top-flight history, start near the level of the sides that went down. Each league is fitted on its own, and refitted as soon as new results arrive.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.model.h.elo', message: 'A second opinion: Elo ratings' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.elo.p1',
        message:
          'Elo ratings, known from chess, move after every match by how surprising the result was, with bigger wins moving them more. From the difference between two clubs’ ratings (plus 70 points for playing at home) a second set of win, draw and loss chances is computed.',
      }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.elo.p2',
        message:
          'A third signal is recent form in the match statistics: ratings of how many goals, shots on target, shots and corners each club makes and allows at home and away, nudged after every match (Wheatcroft’s GAP ratings). A fourth is what the bookmakers’ prices said about each club in its earlier matches (the goals their odds implied, rated the same way): news that results do not show, such as injuries and line-ups, reaches the model through them; the odds of the match being predicted are never used. The final 1X2 combines Dixon–Coles, Elo and those form ratings with weights learnt from the model’s own past predictions, each season only from the seasons before it. The scoreline probabilities are then adjusted to match it, so the expected goals, over/under, both teams to score and likely scores always agree with the headline chances.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.model.h.accuracy', message: 'How good is it?' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.accuracy.p1',
        message: `We tested the model the honest way: for every matchday of the five leagues from 2004-05 to 2023-24, fit it only on the matches played before that day, then predict that day — ${matches} matches it had never seen. The score used is the ranked probability score (RPS), where lower is better and which rewards being confident and right.`,
      }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.accuracy.p2',
        message: `The model scores an RPS of ${modelRps}; the bookmakers’ odds on the same matches, with their margin removed, score ${bookmakerRps}. That puts the model within ${gap}% of the betting market — which sees injuries, line-ups and news — from results, shots, corners and earlier matches’ prices, never the odds of the match it predicts.`,
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.model.h.limits', message: 'What it does not know' }),
    },
    {
      kind: 'list',
      items: [
        msg({
          id: 'blog.model.limits.i1',
          message:
            'Injuries, suspensions, rotation and line-ups: the model sees them only as far as earlier matches’ prices did.',
        }),
        msg({
          id: 'blog.model.limits.i2',
          message:
            'Motivation: the gap to the market is largest in the last rounds of a season, when some teams have nothing left to play for.',
        }),
        msg({
          id: 'blog.model.limits.i3',
          message:
            'Summer transfers: early-season forecasts lean on last season until new results come in.',
        }),
      ],
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.model.outro',
        message:
          'So read the numbers as well-calibrated chances, not certainties — and never as betting advice.',
      }),
    },
  ];
}
