import { msg } from '@lingui/core/macro';
import type { PostBlock } from './blog-post';

/** "How to read a prediction": 1X2, expected goals, over/under, BTTS, scorelines. */
export function readingPostBlocks(): PostBlock[] {
  return [
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.intro',
        message:
          'Open any match in GoalVision and you get a handful of numbers. Here is what each one means, and what it does not.',
      }),
    },
    { kind: 'heading', text: msg({ id: 'blog.reading.h.1x2', message: '1X2: home, draw, away' }) },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.1x2.p1',
        message:
          'The coloured bar splits 100% into the chance of a home win (1), a draw (X) and an away win (2). A home side at 55% is expected to win a match like this 55 times in 100 — and not to win it the other 45. The favourite losing is not the model being wrong; it is the 45 happening.',
      }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.1x2.p2',
        message:
          'To compare with odds, divide 1 by the probability: 50% is fair decimal odds of 2.00, 25% is 4.00. Bookmakers add a margin, so their odds are always a little shorter than fair ones.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.reading.h.xg', message: 'Expected goals' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.xg.p1',
        message:
          'Expected goals of 1.80 against 0.90 are the average number of goals each side would score if the match were played many times. They are not a predicted score: nobody scores 1.80 goals. They tell you how one-sided the match looks and how many goals to expect in all.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.reading.h.ou', message: 'Over/under 2.5 goals' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.ou.p1',
        message:
          'The chance that the match has three goals or more (over) rather than two or fewer (under). It follows the total of the expected goals: around 2.6 expected goals in all puts over 2.5 close to a coin toss.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.reading.h.btts', message: 'Both teams to score' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.btts.p1',
        message:
          'The chance that each side scores at least once. It is highest when both sides are expected to score well above one goal, and drops quickly when one side’s expected goals fall under one.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.reading.h.scores', message: 'Most likely scores and the heat map' }),
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.scores.p1',
        message:
          'The heat map shows the probability of every scoreline; the brighter the cell, the likelier the score. Even the most likely score rarely passes 15%, because the chance is spread over many results. Read the shape instead: a bright top-left corner means a tight, low-scoring match, a bright band down one side means one team is expected to dominate.',
      }),
    },
    {
      kind: 'heading',
      text: msg({ id: 'blog.reading.h.use', message: 'Using the numbers well' }),
    },
    {
      kind: 'list',
      items: [
        msg({
          id: 'blog.reading.use.i1',
          message: 'Think in chances, not picks: 60% is a strong favourite, not a sure thing.',
        }),
        msg({
          id: 'blog.reading.use.i2',
          message:
            'Check the news: the model does not know about injuries or line-ups, so ask yourself what it cannot see.',
        }),
        msg({
          id: 'blog.reading.use.i3',
          message:
            'Ask the analyst: in the chat you can ask why a team is favoured, about form or head-to-head, in English or Spanish.',
        }),
      ],
    },
    {
      kind: 'paragraph',
      text: msg({
        id: 'blog.reading.outro',
        message:
          'GoalVision is an analysis tool. Nothing in it is betting advice; if you bet, bet only what you can afford to lose.',
      }),
    },
  ];
}
