import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';

interface FieldProps {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** The input, select or textarea; it receives id and aria wiring. */
  readonly children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its error message shown beneath it. */
export const Field = ({ label, error, hint, children }: FieldProps) => {
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
          {error}
        </p>
      ) : null}
    </div>
  );
};
