import { useLingui } from '@lingui/react/macro';
import { articleHeading, list } from './blog.css';
import type { PostBlock } from './blog-post';

/** A written post's blocks, in the interface language. */
export function PostBody({ blocks }: { blocks: PostBlock[] }) {
  const { i18n } = useLingui();
  return (
    <>
      {blocks.map((block) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={block.text.id} className={articleHeading}>
              {i18n._(block.text)}
            </h2>
          );
        }
        if (block.kind === 'paragraph') return <p key={block.text.id}>{i18n._(block.text)}</p>;
        return (
          <ul key={block.items[0]?.id} className={list}>
            {block.items.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
        );
      })}
    </>
  );
}
