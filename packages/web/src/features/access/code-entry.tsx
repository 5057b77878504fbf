import { Limits, Messages } from '@benefit-store/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';

export interface CodeLookup<T> {
  readonly code: string;
  readonly error: string | undefined;
  /** What the code stands for (a rep, a group), once it was found. */
  readonly found: T | undefined;
  readonly busy: boolean;
  readonly onCodeChange: (code: string) => void;
  readonly onSubmit: (event: FormEvent) => Promise<void>;
  /** Back to the form, keeping what was typed. */
  readonly dismiss: () => void;
  /** Back to an empty form. */
  readonly reset: () => void;
}

/**
 * The state behind an access or enrollment code form: the code as typed, its message, the busy flag while
 * it is checked and what it was found to be. `messageFor` turns a failure into the message under the field.
 */
export const useCodeLookup = <T,>(
  validate: (code: string) => ResultAsync<T, DomainError>,
  messageFor: (failure: DomainError) => string,
): CodeLookup<T> => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<T>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await validate(code);
    setBusy(false);
    result.match(
      (value) => {
        setError(undefined);
        setFound(value);
      },
      (failure) => setError(messageFor(failure)),
    );
  };

  return {
    code,
    error,
    found,
    busy,
    onSubmit,
    onCodeChange: (value) => {
      setCode(value);
      setError(undefined);
    },
    dismiss: () => setFound(undefined),
    reset: () => {
      setFound(undefined);
      setCode('');
      setError(undefined);
    },
  };
};

/** The code input of a lookup form, labelled, with its message beneath it. */
export const CodeField = ({ lookup, label, placeholder, hint }: { lookup: CodeLookup<unknown>; label: string; placeholder: string; hint?: ReactNode }) => (
  <Field label={label} error={lookup.error} hint={hint}>
    <input
      value={lookup.code}
      maxLength={Limits.accessCode}
      autoComplete="off"
      autoCapitalize="characters"
      placeholder={placeholder}
      onChange={(e) => lookup.onCodeChange(e.target.value)}
    />
  </Field>
);

/** A confirmation question's Yes and No buttons. */
export const YesNoButtons = ({ onYes, onNo }: { onYes: () => void; onNo: () => void }) => {
  const messages = useTexts(Messages);
  return (
    <div className="button-row">
      <button type="button" className="button button--primary" onClick={onYes}>
        {messages.answerYes}
      </button>
      <button type="button" className="button button--ghost" onClick={onNo}>
        {messages.answerNo}
      </button>
    </div>
  );
};
