import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ChatAttachment, ChatMatch, ChatMessage } from '../../../contracts/chat';
import { figure, figureCaption, legend } from '../../ui/charts/charts.css';
import { ExpectedGoalsChart } from '../../ui/charts/ExpectedGoalsChart';
import { ProbabilityBar } from '../../ui/charts/ProbabilityBar';
import { ScorelineHeatmap } from '../../ui/charts/ScorelineHeatmap';
import {
  attachments as attachmentsStyle,
  bubble,
  emptyHint,
  jumpButton,
  messageContent,
  messageList,
  messageListFrame,
  messageNote,
  typing,
} from './chat.css';
import { messageBlocks } from './message-blocks';
import { useFollowLatest } from './use-follow-latest';

/** Plain text as paragraphs and lists; React escapes every piece, nothing is parsed as HTML. */
export function MessageText({ content }: { content: string }) {
  return (
    <>
      {messageBlocks(content).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their order
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items are positional
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their order
          <p key={index}>
            {block.lines.flatMap((line, lineIndex) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
              lineIndex === 0 ? [line] : [<br key={lineIndex} />, line],
            )}
          </p>
        ),
      )}
    </>
  );
}

function ProbabilityFigure({
  home,
  draw,
  away,
  match,
}: {
  home: number;
  draw: number;
  away: number;
  match: ChatMatch;
}) {
  const { t } = useLingui();
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    <figure className={figure}>
      <figcaption className={figureCaption}>{t`Win probabilities`}</figcaption>
      <ProbabilityBar home={home} draw={draw} away={away} />
      <div className={legend}>
        <span>
          {match.home_team} {percent(home)}
        </span>
        <span>
          {t`Draw`} {percent(draw)}
        </span>
        <span>
          {match.away_team} {percent(away)}
        </span>
      </div>
    </figure>
  );
}

export function AttachmentView({
  attachment,
  match,
}: {
  attachment: ChatAttachment;
  match: ChatMatch;
}) {
  switch (attachment.type) {
    case 'probability_bar':
      return <ProbabilityFigure {...attachment} match={match} />;
    case 'expected_goals':
      return (
        <ExpectedGoalsChart
          home={attachment.home}
          away={attachment.away}
          homeTeam={match.home_team}
          awayTeam={match.away_team}
        />
      );
    case 'scoreline_heatmap':
      return (
        <ScorelineHeatmap
          maxGoals={attachment.max_goals}
          probabilities={attachment.probabilities}
          homeTeam={match.home_team}
          awayTeam={match.away_team}
        />
      );
    default:
      return null;
  }
}

function MessageBubble({ message, match }: { message: ChatMessage; match: ChatMatch }) {
  const { t } = useLingui();
  const note =
    message.status === 'stopped'
      ? t`Stopped`
      : message.status === 'error'
        ? t`This reply did not finish.`
        : null;
  return (
    <article
      className={bubble}
      data-role={message.role}
      data-status={message.status}
      aria-label={message.role === 'user' ? t`You` : t`Analyst`}
    >
      <MessageText content={message.content} />
      {message.attachments.length > 0 && (
        <div className={attachmentsStyle}>
          {message.attachments.map((attachment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reply's pictures keep their order
            <AttachmentView key={index} attachment={attachment} match={match} />
          ))}
        </div>
      )}
      {note && <div className={messageNote}>{note}</div>}
    </article>
  );
}

/**
 * The conversation, oldest first, as a polite live region: screen readers hear new messages.
 * `pending` is a question on its way; `thinking` shows while the reply has not started.
 */
export function MessageList({
  messages,
  match,
  pending,
  thinking,
  busy,
  children,
}: {
  messages: ChatMessage[];
  match: ChatMatch;
  pending: string | null;
  thinking: boolean;
  busy: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { behind, jumpToLatest } = useFollowLatest(list, content);
  // Asking is reading the latest: a reader scrolled up is taken to their question.
  useEffect(() => {
    if (pending) jumpToLatest();
  }, [pending, jumpToLatest]);
  return (
    <div className={messageListFrame}>
      <div
        ref={list}
        className={messageList}
        role="log"
        aria-live="polite"
        aria-busy={busy}
        aria-label={t`Conversation`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls (more so under an open match panel), and the keyboard must reach it to scroll it
        tabIndex={0}
      >
        <div ref={content} className={messageContent}>
          {messages.length === 0 && !pending && (
            <p className={emptyHint}>
              <Trans>Ask the analyst about this match, or pick a suggested question below.</Trans>
            </p>
          )}
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} match={match} />
          ))}
          {pending && (
            <article className={bubble} data-role="user" aria-label={t`You`}>
              <MessageText content={pending} />
            </article>
          )}
          {thinking && (
            <p className={typing}>
              <Trans>The analyst is thinking…</Trans>
            </p>
          )}
          {children}
        </div>
      </div>
      {behind && (
        <button
          type="button"
          className={jumpButton}
          onClick={() => {
            jumpToLatest();
            // The button goes away: focus goes on to what it showed, not to the page.
            list.current?.focus({ preventScroll: true });
          }}
        >
          <span aria-hidden="true">↓</span> <Trans>Jump to latest</Trans>
        </button>
      )}
    </div>
  );
}
