import { Messages } from '@benefit-store/domain';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { AssistTexts } from '../assist-texts.ts';
import { lazyPage } from '../../ui/lazy-page.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { useTimedBanner } from './use-timed-banner.ts';
import '../../styles/assist.css';

type View = 'menu' | 'chat' | 'feedback';

// The chat and the feedback form load when the visitor first opens them, not with every page.
const ContactRepChat = lazyPage(() => import('./contact-rep-chat.tsx'), (m) => m.ContactRepChat);
const FeedbackForm = lazyPage(() => import('./feedback-form.tsx'), (m) => m.FeedbackForm);

/** Only web, mail and same-site addresses are followed: never a javascript: or data: URL from a server answer. */
const safeLink = (url: string): string | undefined => (/^(https?:\/\/|mailto:|\/(?!\/))/i.test(url.trim()) ? url.trim() : undefined);

/** Each view's title, by its key in AssistTexts. */
const TITLES = { menu: 'helpTitle', chat: 'contactRep', feedback: 'feedback' } as const satisfies Record<View, keyof typeof AssistTexts>;

interface MenuItemProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly hint: string;
  readonly onClick?: () => void;
  /** A link opens in a new tab instead of running onClick. */
  readonly href?: string | undefined;
}

const MenuItem = ({ icon, title, hint, onClick, href }: MenuItemProps) => {
  const content = (
    <>
      <span className="help-menu__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="help-menu__text">
        <strong>{title}</strong>
        <span>{hint}</span>
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <a className="help-menu__item" href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <button type="button" className="help-menu__item" onClick={onClick}>
          {content}
        </button>
      )}
    </li>
  );
};

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20">
    <path fill="currentColor" d={d} />
  </svg>
);
const TICKET = 'M4 5h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V6a1 1 0 0 1 1-1zm5 3v2h6V8H9zm0 4v2h6v-2H9z';
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const CHAT = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z';

/**
 * The help button and its panel: Create Ticket (the support page in a new tab), Feedback and Contact Rep (the
 * assistant chat). `floating`: the round button at the page's bottom right, under every modal and its backdrop;
 * `header`: the same button in the header, where phones show it instead, so that it never sits over a field or a
 * price (docs/adr/0403). The stylesheet shows one of the two for the screen's width.
 */
export const HelpWidget = ({ placement = 'floating' }: { readonly placement?: 'floating' | 'header' }) => {
  const texts = useTexts(AssistTexts);
  const translate = useTranslate();
  const createTicket = useUseCase('CreateTicket');
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('menu');
  const [banner, showBanner] = useTimedBanner();
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // The ticket page is looked up when the panel opens, so that Create Ticket is a plain link into a new tab
  // (no popup blocker stands in the way of a link the visitor clicks).
  const ticketLink = useUseCaseQuery(DataTopics.ticket, () => createTicket(), { enabled: open }).data;
  const ticket = ticketLink === undefined ? undefined : safeLink(ticketLink);
  // Kept in English and translated as shown (a language switch meanwhile changes it too).
  const ticketMissing = () => showBanner(Messages.ticketUnavailable);

  return (
    <div className={`help-widget help-widget--${placement}`}>
      {open ? (
        <section id={panelId} className="help-panel" role="dialog" aria-label={texts.help}>
          <header className="help-panel__head">
            {view !== 'menu' ? (
              <button type="button" className="help-panel__icon-button" aria-label={texts.back} onClick={() => setView('menu')}>
                ‹
              </button>
            ) : null}
            <h2 className="help-panel__title">{texts[TITLES[view]]}</h2>
            <button type="button" className="help-panel__icon-button" aria-label={texts.closeHelp} onClick={() => setOpen(false)}>
              ×
            </button>
          </header>
          <div className="help-panel__body">
            {view === 'menu' ? (
              <>
                <p className="help-panel__intro">{texts.helpIntro}</p>
                {banner ? (
                  <p className="rep-chat__banner" role="alert">
                    {translate(banner)}
                  </p>
                ) : null}
                <ul className="help-menu">
                  <MenuItem icon={icon(TICKET)} title={texts.createTicket} hint={texts.createTicketHint} href={ticket} onClick={ticketMissing} />
                  <MenuItem icon={icon(STAR)} title={texts.feedback} hint={texts.feedbackHint} onClick={() => setView('feedback')} />
                  <MenuItem icon={icon(CHAT)} title={texts.contactRep} hint={texts.contactRepHint} onClick={() => setView('chat')} />
                </ul>
              </>
            ) : null}
            <Suspense fallback={<RouteFallback />}>
              {view === 'feedback' ? <FeedbackForm /> : null}
              {view === 'chat' ? <ContactRepChat /> : null}
            </Suspense>
          </div>
        </section>
      ) : null}
      <button
        type="button"
        className={`help-fab${open ? ' help-fab--open' : ''}`}
        aria-label={open ? texts.closeHelp : texts.help}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          setView('menu');
        }}
      >
        {open ? (
          <span aria-hidden="true">×</span>
        ) : (
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26A2 2 0 1 0 10 9H8a4 4 0 1 1 7.07 2.25z" />
          </svg>
        )}
      </button>
    </div>
  );
};
