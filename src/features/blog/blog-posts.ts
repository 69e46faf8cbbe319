import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PostSlug } from './blog-post';

export interface PostSummary {
  slug: PostSlug;
  tag: MessageDescriptor;
  title: MessageDescriptor;
  summary: MessageDescriptor;
}

/** The blog's posts, newest first; the weekly preview is rewritten from the model every day. */
export const postSummaries: PostSummary[] = [
  {
    slug: 'weekly-preview',
    tag: msg({ id: 'blog.tag.weekly', message: 'Weekly preview' }),
    title: msg({ id: 'blog.weekly.title', message: 'The week ahead, as the model sees it' }),
    summary: msg({
      id: 'blog.weekly.summary',
      message:
        'Every match of the next seven days in the five leagues with its win, draw and loss chances and expected goals, written from the model’s latest predictions.',
    }),
  },
  {
    slug: 'model-accuracy',
    tag: msg({ id: 'blog.tag.model', message: 'The model' }),
    title: msg({ id: 'blog.accuracy.title', message: 'The model’s track record' }),
    summary: msg({
      id: 'blog.accuracy.summary',
      message:
        'How accurate the predictions are, league by league and beside the bookmakers: the walk-forward test over past seasons, a calibration chart, and the app’s own predictions scored as the matches are played.',
    }),
  },
  {
    slug: 'how-the-model-works',
    tag: msg({ id: 'blog.tag.model', message: 'The model' }),
    title: msg({
      id: 'blog.model.title',
      message: 'How the model works: Dixon–Coles, time decay and Elo',
    }),
    summary: msg({
      id: 'blog.model.summary',
      message:
        'Where GoalVision’s numbers come from, how each league’s model is fitted, and how close it gets to the bookmakers on matches it has never seen.',
    }),
  },
  {
    slug: 'how-to-read-a-prediction',
    tag: msg({ id: 'blog.tag.guide', message: 'Guide' }),
    title: msg({ id: 'blog.reading.title', message: 'How to read a prediction' }),
    summary: msg({
      id: 'blog.reading.summary',
      message:
        '1X2, expected goals, over/under 2.5, both teams to score and the scoreline heat map: what each number means and what it does not.',
    }),
  },
];

export function postSummary(slug: PostSlug): PostSummary {
  return postSummaries.find((post) => post.slug === slug) as PostSummary;
}
