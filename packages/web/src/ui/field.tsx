import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { useTranslate } from '../app/language.ts';

interface FieldProps {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** The input, select or textarea; it receives id and aria wiring. */
  readonly children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled form control with its error message shown beneath it. The message is shown in the visitor's language:
 * a rule's English message (from Messages) is translated here; one already in that language passes unchanged.
 */
export const Field = ({ label, error, hint, children }: FieldProps) => {
  const translate = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint && !error ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
};
