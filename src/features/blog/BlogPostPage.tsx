import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formattedModelFigures } from '../../lib/model-figures';
import { PublicHeader } from '../../ui/PublicHeader';
import { article, backToBlog, content, lead, page, tag, title } from './blog.css';
import type { PostSlug } from './blog-post';
import { postSummary } from './blog-posts';
import { ModelAccuracyPost } from './ModelAccuracyPost';
import { modelPostBlocks } from './model-post.content';
import { PostBody } from './PostBody';
import { readingPostBlocks } from './reading-post.content';
import { WeeklyPreviewPost } from './WeeklyPreviewPost';

function Body({ slug }: { slug: PostSlug }) {
  const { i18n } = useLingui();
  if (slug === 'weekly-preview') return <WeeklyPreviewPost />;
  if (slug === 'model-accuracy') return <ModelAccuracyPost />;
  if (slug === 'how-the-model-works') {
    return <PostBody blocks={modelPostBlocks(formattedModelFigures(i18n))} />;
  }
  return <PostBody blocks={readingPostBlocks()} />;
}

/** /blog/$slug: one post, in the interface language. */
export function BlogPostPage({ slug }: { slug: PostSlug }) {
  const { i18n } = useLingui();
  const post = postSummary(slug);
  return (
    <div className={page}>
      <PublicHeader />
      <main className={content}>
        <Link to="/blog" className={backToBlog}>
          <Trans>All posts</Trans>
        </Link>
        <article className={article} aria-labelledby="post-title">
          <span className={tag}>{i18n._(post.tag)}</span>
          <h1 id="post-title" className={title}>
            {i18n._(post.title)}
          </h1>
          <p className={lead}>{i18n._(post.summary)}</p>
          <Body slug={slug} />
        </article>
      </main>
    </div>
  );
}
