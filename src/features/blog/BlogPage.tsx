import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PublicHeader } from '../../ui/PublicHeader';
import {
  cardLink,
  cardTitle,
  content,
  lead,
  muted,
  page,
  postCard,
  postList,
  tag,
  title,
} from './blog.css';
import { postSummaries } from './blog-posts';

/** /blog: the list of posts, in the interface language. */
export function BlogPage() {
  const { i18n } = useLingui();
  return (
    <div className={page}>
      <PublicHeader />
      <main className={content}>
        <div>
          <h1 className={title}>
            <Trans>Blog</Trans>
          </h1>
          <p className={lead}>
            <Trans>
              How GoalVision’s model works, how to read it, and what it expects this week.
            </Trans>
          </p>
        </div>
        <ul className={postList}>
          {postSummaries.map((post) => (
            <li key={post.slug}>
              <article className={postCard} aria-labelledby={`post-${post.slug}`}>
                <span className={tag}>{i18n._(post.tag)}</span>
                <h2 id={`post-${post.slug}`} className={cardTitle}>
                  <Link to="/blog/$slug" params={{ slug: post.slug }} className={cardLink}>
                    {i18n._(post.title)}
                  </Link>
                </h2>
                <p className={muted}>{i18n._(post.summary)}</p>
              </article>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
