import type { FormEvent, ReactNode } from 'react';
import { Modal } from './modal.tsx';

interface ModalFormProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly onSubmit: (event: FormEvent) => void;
  /** A failure that belongs to no field, announced at the top of the form. */
  readonly banner?: string | undefined;
  /** The submit button waits while the answer is on its way. */
  readonly busy: boolean;
  readonly cancelLabel: string;
  readonly submitLabel: string;
  readonly children: ReactNode;
}

/** A dialog holding one form: its banner, its fields, then Cancel and the submit button. */
export const ModalForm = ({ title, onClose, onSubmit, banner, busy, cancelLabel, submitLabel, children }: ModalFormProps) => (
  <Modal title={title} onClose={onClose}>
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      {banner ? (
        <p className="banner banner--error" role="alert">
          {banner}
        </p>
      ) : null}
      {children}
      <div className="modal-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {cancelLabel}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  </Modal>
);
