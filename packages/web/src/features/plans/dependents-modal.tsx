import { useState, type FormEvent } from 'react';
import { Limits, maskDateInput, type FieldErrors } from '@benefit-store/domain';
import type { DependentsBlock } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { usePlanWords } from './plan-words.ts';
import { PlansTexts } from './plans-texts.ts';

interface DependentsModalProps {
  readonly block: DependentsBlock;
  readonly onClose: () => void;
  readonly onSaved?: () => void;
}

/**
 * The Dependency-info dialog (doc 001 sections 2.1 and 5): the spouse's DOB for tiers IS and IF, the number of
 * children for IC (1-9) and IF (1-8). The use case checks the tier's rules ('Field is required', a date in the
 * past); a refusal by the server shows its first message.
 */
export const DependentsModal = ({ block, onClose, onSaved }: DependentsModalProps) => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  const save = useUseCaseMutation(useUseCase('SaveDependentsInfo'), QUOTE_CHANGED);
  const [spouseDob, setSpouseDob] = useState(block.info.spouseDob ?? '');
  const [children, setChildren] = useState(block.info.children !== undefined ? String(block.info.children) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    save.mutate(
      { spouseDob: block.needsSpouseDob ? spouseDob : '', children: block.needsChildren ? children : '' },
      {
        onSuccess: () => {
          onSaved?.();
          onClose();
        },
        onError: (error) => {
          if (error.kind !== 'validation') return setBanner(error.message);
          const fields = error.fields;
          setErrors(fields);
          // The server's first error_message when it names no field of the dialog.
          if (fields.dep_dob === undefined && fields.no_of_children === undefined) setBanner(Object.values(fields)[0]);
        },
      },
    );
  };

  return (
    <Modal title={texts.dependentsTitle} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={texts.dependentsTitle}>
        <p className="quote-edit__lead">{texts.dependentsLead}</p>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {words.message(banner)}
          </p>
        ) : null}
        {block.needsSpouseDob ? (
          <Field label={texts.spouseDob} error={errors.dep_dob}>
            <input
              inputMode="numeric"
              placeholder={texts.datePlaceholder}
              maxLength={Limits.usDate}
              value={spouseDob}
              onChange={(e) => {
                setSpouseDob(maskDateInput(e.target.value));
                setErrors(({ dep_dob: _gone, ...rest }) => rest);
              }}
            />
          </Field>
        ) : null}
        {block.needsChildren ? (
          <Field label={texts.children} error={errors.no_of_children}>
            <select
              value={children}
              onChange={(e) => {
                setChildren(e.target.value);
                setErrors(({ no_of_children: _gone, ...rest }) => rest);
              }}
            >
              <option value="">{texts.select}</option>
              {block.childrenOptions.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {texts.saveDependents}
          </button>
        </div>
      </form>
    </Modal>
  );
};
