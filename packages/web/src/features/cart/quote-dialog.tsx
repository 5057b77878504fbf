import { useState, type FormEvent } from 'react';
import { isConflict, type DomainError, type FieldErrors } from '@benefit-store/domain';
import type { QuotePreview, QuoteRequest } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED } from '../../app/data-topics.ts';
import { useInvalidate, useUseCaseMutation } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { useCartScreen, useShownMessages } from './cart-screen.tsx';
import { CartTexts } from './cart-texts.ts';

const FORM_FIELDS = ['name', 'email', 'message'] as const;

/**
 * Field errors go under their fields; anything else (not allowed, an empty cart, the network) above the form. Both as
 * worded (the use case's checks in the catalogue's English), translated when shown.
 */
const split = (error: DomainError): { fields: FieldErrors; banner?: readonly string[] } => {
  if (error.kind !== 'validation') return { fields: {}, banner: [error.message] };
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(error.fields)) {
    if ((FORM_FIELDS as readonly string[]).includes(key)) fields[key] = message;
    else other.push(message);
  }
  return other.length > 0 ? { fields, banner: other } : { fields };
};

type View = { readonly kind: 'form' } | { readonly kind: 'preview'; readonly preview: QuotePreview } | { readonly kind: 'sent'; readonly text: string };

/**
 * Send Personalized Quote: Name, Email, Message; Preview shows the server's rendering of the mail (the
 * same one Send delivers, sanitised, in an area at most 500px high); Send answers 'Quote Successfully Sent
 * to {email}'. The form keeps its values between the form and the preview.
 */
export const QuoteDialog = ({ onClose }: { onClose: () => void }) => {
  const texts = useTexts(CartTexts);
  const translate = useTranslate();
  const shown = useShownMessages();
  const preview = useUseCaseMutation(useUseCase('PreviewQuote'));
  const cart = useCartScreen();
  const invalidate = useInvalidate();
  const sendQuote = useUseCase('SendQuote');
  const send = useUseCaseMutation((quote: QuoteRequest) => sendQuote(quote, cart.screen));
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A field's message in the visitor's language (the use case checks the form in the catalogue's English).
  const errorOf = (field: (typeof FORM_FIELDS)[number]) => {
    const message = errors[field];
    return message === undefined ? undefined : translate(message);
  };
  const [banner, setBanner] = useState<readonly string[] | undefined>(undefined);
  const [view, setView] = useState<View>({ kind: 'form' });
  const busy = preview.isPending || send.isPending;

  const request = (): QuoteRequest => ({ name: form.name, email: form.email, ...(form.message.trim() ? { message: form.message } : {}) });
  const failed = (error: DomainError) => {
    // Another window changed the cart since it was read (docs/adr/0713): the cart behind reads again, the form stays
    // filled, and Send then sends the cart as it is now.
    if (isConflict(error, 'changed-elsewhere')) void invalidate(CART_CHANGED);
    const { fields, banner: text } = split(error);
    setErrors(fields);
    setBanner(text);
    setView({ kind: 'form' });
  };
  const clear = () => {
    setErrors({});
    setBanner(undefined);
  };
  const doPreview = () => {
    clear();
    preview.mutate(request(), { onSuccess: (answer) => setView({ kind: 'preview', preview: answer }), onError: failed });
  };
  const doSend = (event?: FormEvent) => {
    event?.preventDefault();
    clear();
    send.mutate(request(), { onSuccess: (text) => setView({ kind: 'sent', text }), onError: failed });
  };
  const change = (field: (typeof FORM_FIELDS)[number]) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  if (view.kind === 'sent') {
    return (
      <Modal key="sent" title={texts.quoteSentTitle} onClose={onClose}>
        <p className="quote-sent" role="status">
          {translate(view.text)}
        </p>
        <div className="cart-modal__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {texts.ok}
          </button>
        </div>
      </Modal>
    );
  }

  if (view.kind === 'preview') {
    return (
      <Modal key="preview" title={texts.previewTitle} onClose={onClose} wide>
        {view.preview.subject ? <p className="quote-preview__subject">{texts.previewSubject(view.preview.subject)}</p> : null}
        {/* Focusable so that keyboard users can scroll the content area. */}
        <div className="quote-preview" tabIndex={0} role="region" aria-label={texts.previewTitle}>
          <SafeHtml html={view.preview.html} />
        </div>
        <div className="cart-modal__actions">
          <button type="button" className="button button--ghost" onClick={() => setView({ kind: 'form' })}>
            {texts.back}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => doSend()}>
            {texts.send}
          </button>
        </div>
      </Modal>
    );
  }

  // Each view is its own dialog (key): focus moves into it as it opens.
  return (
    <Modal key="form" title={texts.quoteTitle} onClose={onClose}>
      <form className="quote-form-modal" aria-label={texts.quoteTitle} noValidate onSubmit={doSend}>
        <p className="quote-form-modal__lead">{texts.quoteLead}</p>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {shown(banner)}
          </p>
        ) : null}
        <Field label={texts.name} error={errorOf('name')}>
          <input name="name" autoComplete="name" value={form.name} onChange={(e) => change('name')(e.target.value)} />
        </Field>
        <Field label={texts.email} error={errorOf('email')}>
          <input name="email" type="email" autoComplete="email" value={form.email} onChange={(e) => change('email')(e.target.value)} />
        </Field>
        <Field label={texts.message} error={errorOf('message')} hint={texts.messageHint}>
          <textarea name="message" rows={4} value={form.message} onChange={(e) => change('message')(e.target.value)} />
        </Field>
        <div className="cart-modal__actions">
          <button type="button" className="button button--ghost" disabled={busy} onClick={doPreview}>
            {texts.preview}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {texts.send}
          </button>
        </div>
      </form>
    </Modal>
  );
};
