import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from '../app/language.ts';
import { Modal } from './modal.tsx';

interface ModalFormProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly onSubmit: (event: FormEvent) => void;
  /** A failure that belongs to no field, announced at the top of the form. */
  readonly banner?: string | undefined;
  /** The submit button waits while the answer is on its way. */
  readonly busy: boolean;
  /** The buttons' words, from the feature's texts. */
  readonly texts: { readonly cancel: string; readonly save: string };
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/** A dialog holding one form: its banner (in the visitor's language, as Field's messages), its fields, then Cancel and the submit button. */
export const ModalForm = ({ title, onClose, onSubmit, banner, busy, texts, className, children }: ModalFormProps) => {
  const translate = useTranslate();
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label={title} className={className}>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {translate(banner)}
          </p>
        ) : null}
        {children}
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {texts.save}
          </button>
        </div>
      </form>
    </Modal>
  );
};
