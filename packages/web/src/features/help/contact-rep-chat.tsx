import { initialsOf, Messages } from '@benefit-store/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { RepCard } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { AssistTexts, failureText } from '../assist-texts.ts';
import { useTimedBanner } from './use-timed-banner.ts';

/** Enter sends; Shift+Enter and IME composition do not. */
const isSend = (event: KeyboardEvent<HTMLInputElement>) => event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;

/**
 * Contact Rep: the rep card, the assistant's questions with the visitor's answers (each editable), and a
 * text input that sends with Enter. Save errors show in a banner for 5 seconds.
 */
export const ContactRepChat = () => {
  const texts = useTexts(AssistTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const loadChat = useUseCase('LoadRepChat');
  const answerQuestion = useUseCase('AnswerRepQuestion');
  const answer = useUseCaseMutation(({ questionId, text }: { questionId: string; text: string }) => answerQuestion(questionId, text), [], {
    writes: DataTopics.repChat,
  });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ questionId: string; text: string }>();
  const sending = answer.isPending;
  // The banner holds the failure as it came (a use case's English, or the server's words) and is translated as it
  // is shown, so that a language switch while it shows changes it too.
  const [banner, showBanner] = useTimedBanner();
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const loadSiteHeader = useUseCase('LoadSiteHeader');
  const loaded = useUseCaseQuery(DataTopics.repChat, () => loadChat());
  const chat = loaded.data;
  const loadError = loaded.error;
  useEffect(() => {
    if (loadError) showBanner(failureText(loadError));
  }, [loadError, showBanner]);

  // No stored rep info (e.g. a site opened by its landing segment): the site's own landing info names the rep.
  const needsSiteRep = chat !== undefined && chat.rep === undefined;
  const header = useUseCaseQuery(DataTopics.siteHeader, () => loadSiteHeader(), { enabled: needsSiteRep }).data;
  const siteRep: RepCard | undefined = header
    ? {
        name: header.aboutName || header.displayName,
        ...(header.displayEmail ? { email: header.displayEmail } : {}),
        ...(header.displayPhone ? { phone: header.displayPhone } : {}),
      }
    : undefined;

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [chat]);

  const save = (questionId: string, text: string, onSaved: () => void) => {
    if (sending || !text.trim()) return;
    answer.mutate({ questionId, text }, { onSuccess: onSaved, onError: (error) => showBanner(failureText(error)) });
  };

  const sendDraft = () => {
    if (!chat?.next) return;
    save(chat.next.id, draft, () => {
      setDraft('');
      input.current?.focus();
    });
  };

  const rep = chat?.rep ?? siteRep;
  return (
    <div className="rep-chat">
      <div className="chat-rep" aria-label={texts.repCard}>
        <span className="chat-rep__avatar" aria-hidden="true">
          {rep ? initialsOf(rep.name) : '?'}
        </span>
        <div className="chat-rep__text">
          <strong className="chat-rep__name">{rep?.name ?? texts.yourRep}</strong>
          {rep?.email ? (
            <a className="chat-rep__line" href={`mailto:${rep.email}`}>
              {rep.email}
            </a>
          ) : null}
          {rep?.phone ? (
            <a className="chat-rep__line" href={`tel:${rep.phone.replace(/[^\d+]/g, '')}`}>
              {rep.phone}
            </a>
          ) : null}
        </div>
      </div>

      {banner ? (
        <p className="rep-chat__banner" role="alert">
          {translate(banner)}
        </p>
      ) : null}

      <div className="rep-chat__log" ref={log} role="log" aria-label={texts.conversation}>
        {chat?.turns.map((turn) => (
          <div key={turn.questionId} className="rep-chat__turn">
            <p className="bubble bubble--bot">{turn.question}</p>
            {editing?.questionId === turn.questionId ? (
              <div className="bubble bubble--user bubble--editing">
                <input
                  className="rep-chat__edit"
                  aria-label={texts.editAnswer(turn.question)}
                  title={texts.editHint}
                  value={editing.text}
                  autoFocus
                  disabled={sending}
                  onChange={(event) => setEditing({ questionId: turn.questionId, text: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') setEditing(undefined);
                    if (isSend(event)) {
                      event.preventDefault();
                      save(turn.questionId, editing.text, () => setEditing(undefined));
                    }
                  }}
                />
              </div>
            ) : (
              <div className="bubble bubble--user">
                <span>{turn.answer}</span>
                <button
                  type="button"
                  className="rep-chat__edit-button"
                  aria-label={texts.editAnswer(turn.question)}
                  onClick={() => setEditing({ questionId: turn.questionId, text: turn.answer })}
                >
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                    <path fill="currentColor" d="M3 17.25V21h3.75l11-11.03-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
                  </svg>
                </button>
              </div>
            )}
          </div>
        ))}
        {chat?.next ? <p className="bubble bubble--bot">{chat.next.question}</p> : null}
        {chat && !chat.next ? <p className="bubble bubble--bot">{messages.chatDone(rep?.name ?? texts.yourRepInline)}</p> : null}
      </div>

      <input
        ref={input}
        className="rep-chat__input"
        aria-label={texts.chatInput}
        placeholder={texts.chatPlaceholder}
        value={draft}
        disabled={!chat?.next || sending}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (isSend(event)) {
            event.preventDefault();
            sendDraft();
          }
        }}
      />
    </div>
  );
};
