import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'remote-kit';
import { supportMessageLengthMax } from 'shared-kernel/contract/support';
import { validationMessages } from 'shared-kernel/contract/validation';
import { useSupportChat, type SupportChatCalls } from './use-support-chat';

const timeFormat = new Intl.DateTimeFormat('en-AU', { timeStyle: 'short' });

/**
 * A small, non-modal chat with support: the conversation so far (read out as answers arrive), a
 * message field, Send and End chat. Escape closes the panel; the conversation stays open.
 */
export function ChatPanel({ calls, onClose }: { calls: SupportChatCalls; onClose: () => void }) {
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const chat = useSupportChat(calls);
  const { t } = useTranslation(layoutTexts);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => fieldRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setDraftError(validationMessages.required);
      return;
    }
    setDraftError(null);
    if (await chat.send(draft.trim())) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const error = draftError ?? chat.sendError;

  return (
    <section className="support-chat" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <header className="support-chat__header">
        <h2 id={headingId}>{t('support.chat_with_us')}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('support.close_chat')}
        </button>
      </header>
      {chat.status === 'loading' ? <p role="status">{t('support.loading')}</p> : null}
      {chat.status === 'failed' ? <p role="alert">{t('support.failed')}</p> : null}
      {chat.status === 'ready' && chat.messages.length === 0 ? <p>{t('support.empty')}</p> : null}
      <ol className="support-chat__messages" aria-label={t('support.messages')} aria-live="polite">
        {chat.messages.map((message) => (
          <li key={message.id} className={`support-chat__message--${message.author}`}>
            <span className="support-chat__author">
              {message.author === 'customer'
                ? t('support.author_customer')
                : t('support.author_support')}
            </span>{' '}
            <time dateTime={message.createdAt}>
              {timeFormat.format(new Date(message.createdAt))}
            </time>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId}>{t('support.your_message')}</label>
        <textarea
          id={fieldId}
          ref={fieldRef}
          rows={3}
          maxLength={supportMessageLengthMax}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="support-chat__actions">
          <button type="submit" className="button" disabled={chat.isSending}>
            {chat.isSending ? t('support.sending') : t('support.send')}
          </button>
          {chat.messages.length > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void chat.end()}
            >
              {t('support.end_chat')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
