import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTexts } from '../app/language.ts';
import { UiTexts } from './ui-texts.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog: from the last control to the first and back. */
const trapTab = (panel: HTMLElement, event: KeyboardEvent) => {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
};

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly wide?: boolean;
}

/**
 * A dialog over the page: labelled by its title, closed by Escape, the close button or a click on the
 * backdrop; focus moves into it when it opens, stays inside it (Tab wraps) and goes back when it closes.
 */
export const Modal = ({ title, onClose, children, wide = false }: ModalProps) => {
  const texts = useTexts(UiTexts);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, read when a key is pressed: a parent that draws again with a new function must not move the
  // focus back to the first field as the person types (the effect below runs once, when the dialog opens).
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.modal__close), a[href]');
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return close.current();
      if (event.key === 'Tab' && panel.current) trapTab(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="modal" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className={`modal__panel${wide ? ' modal__panel--wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={texts.close} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
};
