import { useId } from 'react';
import { useTranslate } from '../../app/language.ts';

export interface Choice {
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
}

interface ChoiceListProps {
  readonly legend: string;
  readonly choices: readonly Choice[];
  readonly value: string | undefined;
  readonly onChange: (id: string) => void;
  readonly error?: string | undefined;
  readonly empty: string;
}

/**
 * A radio list of portals or groups, with the domain's message beneath it when nothing was chosen (worded in the
 * catalogue's English by the rule, or by the server in the visitor's language: shown in the visitor's).
 */
export const ChoiceList = ({ legend, choices, value, onChange, error, empty }: ChoiceListProps) => {
  const translate = useTranslate();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={`member-choices${error ? ' member-choices--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="member-choices__legend">{legend}</legend>
      {choices.length === 0 ? <p className="member-choices__empty">{empty}</p> : null}
      {choices.map((choice) => (
        <label key={choice.id} className={`member-choice${value === choice.id ? ' member-choice--checked' : ''}`}>
          <input type="radio" name={name} value={choice.id} checked={value === choice.id} onChange={() => onChange(choice.id)} />
          <span className="member-choice__text">
            <span className="member-choice__label">{choice.label}</span>
            {choice.detail ? <span className="member-choice__detail">{choice.detail}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
};
