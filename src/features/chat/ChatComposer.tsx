import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { error as errorStyle } from '../../ui/form/form.css';
import { chip, composer, quickMessages, sendButton, textarea } from './chat.css';

/** Suggested questions, in the interface language (the analyst answers in the question's). */
export function QuickMessages({
  disabled,
  onAsk,
}: {
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const { t } = useLingui();
  const questions = [
    t`Who will win?`,
    t`What will the score be?`,
    t`How many goals will there be?`,
    t`Will both teams score?`,
    t`How are they in form?`,
    t`Head-to-head?`,
  ];
  return (
    <fieldset className={quickMessages}>
      <legend style={{ position: 'absolute', left: '-9999px' }}>{t`Suggested questions`}</legend>
      {questions.map((question) => (
        <button
          key={question}
          type="button"
          className={chip}
          disabled={disabled}
          onClick={() => onAsk(question)}
        >
          {question}
        </button>
      ))}
    </fieldset>
  );
}

/** The question field with send, and stop while a reply streams. */
export function ChatComposer({
  draft,
  inputError,
  disabled,
  canSend,
  canStop,
  onEdit,
  onSubmit,
  onStop,
}: {
  draft: string;
  inputError: MessageDescriptor | null;
  disabled: boolean;
  canSend: boolean;
  canStop: boolean;
  onEdit: (text: string) => void;
  onSubmit: () => void;
  onStop: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <form
      className={composer}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div style={{ flex: 1, display: 'grid', gap: '4px' }}>
        <label htmlFor="chat-question" style={{ position: 'absolute', left: '-9999px' }}>
          <Trans>Your question</Trans>
        </label>
        <textarea
          id="chat-question"
          className={textarea}
          rows={2}
          value={draft}
          disabled={disabled}
          placeholder={disabled ? undefined : t`Ask about this match…`}
          aria-invalid={inputError !== null}
          aria-describedby={inputError ? 'chat-question-error' : undefined}
          onChange={(event) => onEdit(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onSubmit();
            }
          }}
        />
        {inputError && (
          <p id="chat-question-error" className={errorStyle} role="alert" style={{ margin: 0 }}>
            {i18n._(inputError)}
          </p>
        )}
      </div>
      {canStop ? (
        <button type="button" className={sendButton} onClick={onStop}>
          <Trans>Stop</Trans>
        </button>
      ) : (
        <button type="submit" className={sendButton} disabled={disabled || !canSend}>
          <Trans>Send</Trans>
        </button>
      )}
    </form>
  );
}
