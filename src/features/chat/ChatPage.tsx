import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Chat } from '../../../contracts/chat';
import { isLanguage } from '../../../contracts/language';
import { chatListQuery, chatQuery } from '../../api/chats.api';
import { matchDetailQuery } from '../../api/matches.api';
import { readQuery } from '../../api/query-client';
import { withInspector } from '../../lib/inspector';
import { sessionIsPro } from '../../lib/session';
import { ghostButton } from '../../ui/controls.css';
import { FormError } from '../../ui/form/FormError';
import { MatchPanel } from '../../ui/match-panel/MatchPanel';
import { Spinner } from '../../ui/Spinner';
import { ChatComposer, QuickMessages } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { MessageList } from './ChatMessages';
import { chatPage, errorRow, footer, notice } from './chat.css';
import { appChatMachine } from './chat.machines';
import { ProGate } from './ProGate';

/** /chat/$clientId: one machine per chat, so opening another chat starts afresh. */
export function ChatPage() {
  const { clientId } = useParams({ from: '/protected/chat/$clientId' });
  const { match } = useSearch({ from: '/protected/chat/$clientId' });
  return <ChatView key={clientId} clientId={clientId} matchId={match ?? null} />;
}

function ChatView({ clientId, matchId }: { clientId: string; matchId: string | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      appChatMachine.provide({
        actors: {
          loadChat: fromPromise<Chat, { clientId: string }>(({ input }) =>
            readQuery(queryClient, chatQuery(input.clientId)),
          ),
        },
        actions: {
          chatChanged: () =>
            void queryClient.invalidateQueries({ queryKey: chatListQuery.queryKey }),
        },
      }),
    [queryClient],
  );
  const [snapshot, send] = useMachine(
    machine,
    withInspector({
      input: {
        clientId,
        matchId,
        isPro: sessionIsPro(),
        language: isLanguage(i18n.locale) ? i18n.locale : 'en',
      },
    }),
  );
  const { chat, messages, draft, inputError, error, question } = snapshot.context;
  // The panel's match detail is fetched again while the match is played: the header follows
  // its minute and score too.
  const detail = useQuery({ ...matchDetailQuery(chat?.match.id ?? ''), enabled: !!chat });

  if (snapshot.hasTag('proGate')) return <ProGate />;
  if (snapshot.hasTag('loadError')) {
    return (
      <div className={errorRow} style={{ padding: '24px' }}>
        <FormError error={error} />
        <button type="button" className={ghostButton} onClick={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!chat || !snapshot.hasTag('open')) return <Spinner />;

  const readOnly = snapshot.hasTag('readOnly');
  const waitingForServer = snapshot.hasTag('waitingForServer');
  const replying = snapshot.hasTag('replying');
  const busy = waitingForServer || replying;
  const replyStarted = messages.at(-1)?.role === 'assistant';

  return (
    <div className={chatPage}>
      <ChatHeader
        match={
          detail.data
            ? {
                ...chat.match,
                status: detail.data.status,
                minute: detail.data.minute,
                home_goals: detail.data.score?.home ?? null,
                away_goals: detail.data.score?.away ?? null,
              }
            : chat.match
        }
      />
      <MatchPanel matchId={chat.match.id} />
      <MessageList
        messages={messages}
        match={chat.match}
        pending={waitingForServer ? (question?.content ?? null) : null}
        thinking={waitingForServer || (replying && !replyStarted)}
        busy={busy}
      >
        {snapshot.hasTag('replyError') && (
          <div className={errorRow}>
            <FormError error={error} />
            <button type="button" className={ghostButton} onClick={() => send({ type: 'RETRY' })}>
              <Trans>Retry</Trans>
            </button>
          </div>
        )}
      </MessageList>
      <div className={footer}>
        {readOnly ? (
          <p className={notice} role="note">
            <Trans>This match has finished: its chat is read-only.</Trans>
          </p>
        ) : (
          <QuickMessages disabled={busy} onAsk={(text) => send({ type: 'ASK', question: text })} />
        )}
        <ChatComposer
          draft={draft}
          inputError={inputError}
          disabled={readOnly}
          canSend={!busy}
          canStop={snapshot.hasTag('canStop')}
          onEdit={(text) => send({ type: 'EDIT', text })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onStop={() => send({ type: 'STOP' })}
        />
        {!readOnly && snapshot.hasTag('httpFallback') && (
          <p className={notice} style={{ fontSize: '0.8rem', padding: '4px 10px' }}>
            {t`Live streaming is unavailable; replies arrive in one piece.`}
          </p>
        )}
      </div>
    </div>
  );
}
