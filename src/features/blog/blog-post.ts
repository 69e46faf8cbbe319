import type { MessageDescriptor } from '@lingui/core';

/** A written post's body: headings, paragraphs and lists, each a Lingui message. */
export type PostBlock =
  | { kind: 'heading'; text: MessageDescriptor }
  | { kind: 'paragraph'; text: MessageDescriptor }
  | { kind: 'list'; items: MessageDescriptor[] };

export const postSlugs = [
  'how-the-model-works',
  'how-to-read-a-prediction',
  'weekly-preview',
  'model-accuracy',
] as const;
export type PostSlug = (typeof postSlugs)[number];

export function isPostSlug(value: string): value is PostSlug {
  return (postSlugs as readonly string[]).includes(value);
}
