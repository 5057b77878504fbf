import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney, Limits, Messages, receiptSentLine } from '@benefit-store/domain';
import type { ResultAsync } from 'neverthrow';
import type { AgreementEntry, Receipt, SigningSession, UseCases } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useLocale, useTexts } from '../../app/language.ts';
import { LinkPageFrame } from '../../shell/index.ts';
import { Field } from '../../ui/field.tsx';
import { RouteFallback } from '../../ui/spinner.tsx';
import { AgreementFields, useAgreementForm } from './agreement-fields.tsx';
import { messagesOf } from './remote-signing.tsx';
import { PlansPanel, ReviewCards } from './review-cards.tsx';
import { DateField, ErrorBanner, useFocusFirstError, useFormState } from './wizard-fields.tsx';
import { CompletionTexts, readableTime } from './completion-texts.ts';
import '../../styles/wizard.css';
import '../../styles/wizard-finish.css';

/**
 * /sign/{token}: the member's side of remote signing (docs/adr/0720). The member confirms their date of birth,
 * which binds the link to this browser; then reviews the application (read-only), accepts the agreements, signs
 * and confirms. The link opens this one enrollment's review and agreement, nothing else; the token stays in the
 * page's address and is never stored. The page is the site's (its logo, name and colour), without the shop around it.
 */
export const SigningPage = () => {
  const { token = '' } = useParams();
  const [session, setSession] = useState<SigningSession>();
  const [done, setDone] = useState<Receipt>();
  // Branded as the site the link belongs to (docs/adr/0701), in a frame with nothing of the shop.
  const loadSite = useUseCase('LoadSigningSite');
  const site = useUseCaseQuery(DataTopics.signingSite(token), () => loadSite(token));
  // The server knows no enrollment by this link (forged, garbled, or its enrollment gone): said at once, instead of
  // after the member has typed their date of birth.
  const unknownLink = site.status === 'failed' && site.error?.kind === 'not-found' ? messagesOf(site.error) : undefined;
  return (
    <LinkPageFrame site={site.data}>
      <section className="wizard signing" aria-labelledby="signing-title">
        {done ? (
          <Done receipt={done} />
        ) : session ? (
          <SignApplication token={token} session={session} onDone={setDone} />
        ) : unknownLink ? (
          <UnknownLink messages={unknownLink} />
        ) : (
          <OpenLink token={token} onOpened={setSession} />
        )}
      </section>
    </LinkPageFrame>
  );
};

const useHeadingFocus = () => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
};

/** The signing page's title, focused as it opens, and what it asks for when it asks for something. */
const OpenHead = ({ lead }: { readonly lead?: string }) => {
  const heading = useHeadingFocus();
  const texts = useTexts(CompletionTexts);
  return (
    <header className="wizard-step__head">
      <h1 id="signing-title" ref={heading} tabIndex={-1}>
        {texts.signingTitle}
      </h1>
      {lead ? <p className="wizard-step__lead">{lead}</p> : null}
    </header>
  );
};

/** A link the server does not know: what to do instead, and no form to fill in for nothing. */
const UnknownLink = ({ messages }: { readonly messages: readonly string[] }) => (
  <div className="wizard-step signing__open">
    <OpenHead />
    <ErrorBanner messages={messages} />
  </div>
);

/** The date of birth on the application opens the link in this browser. */
const OpenLink = ({ token, onOpened }: { readonly token: string; readonly onOpened: (session: SigningSession) => void }) => {
  const open = useUseCase('OpenSigningLink');
  const opening = useUseCaseMutation((birthdate: string) => open(token, birthdate));
  const { values, set, errors, refuse, refusals } = useFormState({ birthdate: '' });
  const [banner, setBanner] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const texts = useTexts(CompletionTexts);
  useFocusFirstError(form, refusals);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner([]);
    opening.mutate(values.birthdate, {
      onSuccess: onOpened,
      onError: (error) => {
        if (error.kind !== 'validation') return setBanner(messagesOf(error));
        const { birthdate, ...rest } = error.fields;
        refuse(birthdate ? { birthdate } : {});
        setBanner(Object.values(rest));
      },
    });
  };

  return (
    <div className="wizard-step signing__open">
      <OpenHead lead={texts.signingLead} />
      <form ref={form} onSubmit={submit} noValidate aria-labelledby="signing-title">
        <DateField label={texts.birthdate} value={values.birthdate} error={errors.birthdate} onChange={(v) => set('birthdate', v)} />
        <ErrorBanner messages={banner} />
        <div className="wizard-actions">
          <span className="wizard-actions__spacer" />
          <button type="submit" className="button button--primary" disabled={opening.isPending}>
            {texts.openLink}
          </button>
        </div>
      </form>
    </div>
  );
};

interface SignProps {
  readonly token: string;
  readonly session: SigningSession;
  readonly onDone: (receipt: Receipt) => void;
}

/** The application to review, the agreement to sign, and the confirmation. */
const SignApplication = ({ token, session, onDone }: SignProps) => {
  const load = useUseCase('LoadSigningReview');
  const page = useUseCaseQuery(DataTopics.signingReview(token), () => load(token));
  if (page.data === undefined) {
    if (page.status === 'failed' && page.error) return <ErrorBanner messages={messagesOf(page.error)} />;
    return <RouteFallback />;
  }
  return <SignForm token={token} session={session} onDone={onDone} data={page.data} />;
};

/** What LoadSigningReview answers: the review, the agreement and the formatted totals. */
type SigningReviewData = ReturnType<UseCases['LoadSigningReview']> extends ResultAsync<infer T, unknown> ? T : never;

const SignForm = ({ token, session, onDone, data }: SignProps & { readonly data: SigningReviewData }) => {
  const sign = useUseCase('SignRemotely');
  const confirm = useUseCase('ConfirmRemotely');
  const signing = useUseCaseMutation((entry: AgreementEntry) => sign(token, entry));
  const confirming = useUseCaseMutation((notes: string) => confirm(token, notes));
  const source = { texts: data.texts, fields: data.form.fields, signerMode: data.form.signerMode };
  const form = useAgreementForm(source);
  const [notes, setNotes] = useState(data.review.additionalNotes);
  const [signed, setSigned] = useState(false);
  const [banner, setBanner] = useState<string[]>([]);
  const body = useRef<HTMLFormElement>(null);
  const heading = useHeadingFocus();
  const texts = useTexts(CompletionTexts);
  const locale = useLocale();
  useFocusFirstError(body, form.refusals);
  const busy = signing.isPending || confirming.isPending;

  const finish = () =>
    confirming.mutate(notes, {
      onSuccess: onDone,
      onError: (error) => setBanner(messagesOf(error)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner([]);
    if (signed) return finish();
    signing.mutate(form.entry(), {
      onSuccess: () => {
        setSigned(true);
        finish();
      },
      onError: (error) => {
        if (error.kind !== 'validation') return setBanner(messagesOf(error));
        form.refuse(error.fields);
        setBanner(form.unplacedErrors(error.fields));
      },
    });
  };

  return (
    <div className="wizard-step signing__review">
      <header className="wizard-step__head">
        <h1 id="signing-title" ref={heading} tabIndex={-1}>
          {texts.signingTitle}
        </h1>
        <p className="wizard-step__lead">{texts.signingReviewLead(session.name)}</p>
        <p className="field__hint">{texts.linkExpires(readableTime(session.expiresAt, locale))}</p>
      </header>
      <div className="review-layout">
        <div className="review-main">
          <ReviewCards cards={data.cards} sections={data.review.sections} />
        </div>
        <PlansPanel
          plans={data.review.plans.map((p) => ({ name: p.name, price: formatMoney(p.price) }))}
          firstMonthTotal={data.firstMonthTotal}
          recurringMonthly={data.recurringMonthly}
          effectiveDate={data.review.effectiveDate}
        />
      </div>
      <form ref={body} className="wizard-section" onSubmit={submit} noValidate aria-label={texts.signAndConfirm}>
        <AgreementFields source={source} form={form} />
        <Field label={texts.additionalNotes} hint={texts.additionalNotesHint}>
          <textarea rows={3} value={notes} maxLength={Limits.text} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        <ErrorBanner messages={banner} />
        <div className="wizard-actions">
          <span className="wizard-actions__spacer" />
          <button type="submit" className="button button--primary" disabled={busy}>
            {signed ? texts.confirmOnly : texts.signAndConfirm}
          </button>
        </div>
      </form>
    </div>
  );
};

/** Signed and confirmed: the confirmation number, like the receipt. */
const Done = ({ receipt }: { readonly receipt: Receipt }) => {
  const heading = useHeadingFocus();
  const texts = useTexts(CompletionTexts);
  const messages = useTexts(Messages);
  const sent = receiptSentLine(receipt.sentTo ?? [], messages);
  return (
    <div className="wizard-step receipt__card">
      <p className="eyebrow">{texts.receiptTitle}</p>
      <h1 id="signing-title" ref={heading} tabIndex={-1}>
        {texts.signingDone(receipt.name)}
      </h1>
      <div className="receipt__number">
        <span className="receipt__number-label">{texts.confirmationNumber}</span>
        <strong className="receipt__number-value">{receipt.policyId}</strong>
      </div>
      {sent ? <p className="receipt__sent">{sent}</p> : null}
      <p className="receipt__detail">{texts.signingDoneLead}</p>
    </div>
  );
};
