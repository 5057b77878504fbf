import { useState, type FormEvent } from 'react';
import { Limits, Messages, type AgentGroup, type DomainError, type EnrollmentPortal } from '@benefit-store/domain';
import type { GroupDetails } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { QUOTE_CHANGED, SITE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TierSelect } from '../../ui/tier-select.tsx';
import { usePlanWords } from '../plans/index.ts';
import { PlanDetailTexts } from './plan-detail-texts.ts';

/** askTier: a member with no enrollment type chooses a tier; a member enrollment is created ('Please choose a tier'). */
export const AskTierModal = ({ onClose }: { onClose: () => void }) => {
  const texts = useTexts(PlanDetailTexts);
  const start = useUseCase('StartMemberEnrollment');
  const mutation = useUseCaseMutation((tier: string) => start(tier), SITE_CHANGED);
  const [tier, setTier] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(tier, {
      onSuccess: onClose,
      onError: (failure) => setError(failure.kind === 'validation' ? (failure.fields.tier ?? Messages.invalidTier) : Messages.invalidTier),
    });
  };
  return (
    <Modal title={texts.askTierTitle} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={texts.askTierTitle}>
        <p className="pd-muted">{texts.askTierLead}</p>
        <TierSelect
          label={texts.chooseTier}
          value={tier}
          error={error}
          onChange={(value) => {
            setTier(value);
            setError(undefined);
          }}
        />
        <div className="modal-actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {texts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
};

interface ChoiceListProps<T> {
  readonly legend: string;
  readonly name: string;
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  readonly labelOf: (item: T) => string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly onChange: (key: string) => void;
}

const ChoiceList = <T,>({ legend, name, items, keyOf, labelOf, value, error, onChange }: ChoiceListProps<T>) => (
  <fieldset className="pd-choices" aria-describedby={error ? `${name}-error` : undefined}>
    <legend>{legend}</legend>
    {items.map((item) => (
      <label key={keyOf(item)} className={`pd-choice${value === keyOf(item) ? ' pd-choice--checked' : ''}`}>
        <input type="radio" name={name} checked={value === keyOf(item)} onChange={() => onChange(keyOf(item))} />
        {labelOf(item)}
      </label>
    ))}
    {error ? (
      <p className="field__error" id={`${name}-error`} role="alert">
        {error}
      </p>
    ) : null}
  </fieldset>
);

interface PortalPickerProps {
  readonly portals: readonly EnrollmentPortal[];
  /** The rep's groups: a second step after the portal. Empty: portal only. */
  readonly groups: readonly AgentGroup[];
  readonly withGroup: boolean;
  readonly onClose: () => void;
  readonly onChosen: () => void;
}

/** select_portal (rep: portal, then group) and select_portal_only (portal only). */
export const PortalPickerModal = ({ portals, groups, withGroup, onClose, onChosen }: PortalPickerProps) => {
  const texts = useTexts(PlanDetailTexts);
  const words = usePlanWords();
  const choose = useUseCase('ChoosePlanPortal');
  const mutation = useUseCaseMutation(choose, QUOTE_CHANGED);
  const [portalId, setPortalId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [step, setStep] = useState<'portal' | 'group'>('portal');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const portal = portals.find((p) => p.portalId === portalId);

  const finish = () =>
    mutation.mutate(
      { ...(portal ? { portal } : {}), ...(groupId ? { groupId } : {}) },
      {
        onSuccess: onChosen,
        onError: (failure) => setErrors(failure.kind === 'validation' ? failure.fields : { portal: failure.message }),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'portal' && withGroup) {
      if (!portal) return setErrors({ portal: Messages.choosePlatform });
      setErrors({});
      return setStep('group');
    }
    finish();
  };
  const title = step === 'portal' ? texts.pickPortalTitle : texts.pickGroupTitle;
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={title}>
        {step === 'portal' ? (
          <ChoiceList
            legend={texts.portalLegend}
            name="portal"
            items={portals}
            keyOf={(p) => p.portalId}
            labelOf={(p) => p.name}
            value={portalId}
            error={words.maybe(errors.portal)}
            onChange={(id) => {
              setPortalId(id);
              setErrors({});
            }}
          />
        ) : (
          <ChoiceList
            legend={texts.groupLegend}
            name="group"
            items={groups}
            keyOf={(g) => g.groupId}
            labelOf={(g) => g.name}
            value={groupId}
            error={words.maybe(errors.group)}
            onChange={(id) => {
              setGroupId(id);
              setErrors({});
            }}
          />
        )}
        <div className="modal-actions">
          {step === 'group' ? (
            <button type="button" className="button button--ghost" onClick={() => setStep('portal')}>
              {texts.back}
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {step === 'portal' && withGroup ? texts.next : texts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
};

/**
 * employeeEnrollment / group-code-pop: the group enrollment code ('Field is required', 'Invalid Group Enrollment
 * Code'), the company shown for confirmation (Yes or No), then the quote is filed under the group and the page
 * loads again.
 */
export const GroupCodeModal = ({ title, onClose, onJoined }: { title: string; onClose: () => void; onJoined: (name: string) => void }) => {
  const texts = useTexts(PlanDetailTexts);
  const messages = useTexts(Messages);
  const validate = useUseCaseMutation(useUseCase('ValidateGroupEnrollmentCode'));
  const join = useUseCaseMutation(useUseCase('EnterGroupCode'), SITE_CHANGED);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<GroupDetails>();
  const [error, setError] = useState<string>();
  // The failure's one message, in English as the use case gives it (worded when shown).
  const failure = (e: DomainError) => setError(e.kind === 'validation' ? (Object.values(e.fields)[0] ?? '') : e.message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    validate.mutate(code, { onSuccess: setFound, onError: failure });
  };
  const confirm = () =>
    join.mutate(code, {
      onSuccess: (joined) => onJoined(joined.name),
      onError: (e) => {
        setFound(undefined);
        failure(e);
      },
    });

  return (
    <Modal title={title} onClose={onClose}>
      {found ? (
        <div className="code-confirm">
          <p className="code-confirm__question">{messages.confirmCompany(found.name)}</p>
          <div className="modal-actions">
            <button type="button" className="button button--ghost" onClick={() => setFound(undefined)}>
              {texts.no}
            </button>
            <button type="button" className="button button--primary" onClick={confirm} disabled={join.isPending}>
              {texts.yes}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label={title}>
          <Field label={texts.groupCode} error={error} hint={messages.groupCodeHelp}>
            <input
              value={code}
              maxLength={Limits.id}
              autoComplete="off"
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="modal-actions">
            <button type="submit" className="button button--primary" disabled={validate.isPending}>
              {texts.continue}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
};
