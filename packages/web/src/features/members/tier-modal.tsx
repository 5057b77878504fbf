import { useState, type FormEvent } from 'react';
import type { CurrentMember } from '@benefit-store/domain';
import { Modal } from '../../ui/modal.tsx';
import { TierSelect } from '../../ui/tier-select.tsx';
import { MemberTexts } from './member-texts.ts';

interface TierModalProps {
  readonly member: CurrentMember;
  readonly error: string | undefined;
  readonly busy: boolean;
  readonly onBack: () => void;
  readonly onSubmit: (tier: string) => void;
  readonly onChange: () => void;
}

/** Enroll Now's modal: choose a tier, then Back or Submit ('Please choose a tier' when none). */
export const TierModal = ({ member, error, busy, onBack, onSubmit, onChange }: TierModalProps) => {
  const [tier, setTier] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(tier);
  };
  return (
    <Modal title={MemberTexts.tierModalTitle} onClose={onBack}>
      <form onSubmit={submit} noValidate aria-label={MemberTexts.tierModalTitle} className="tier-form">
        <p className="tier-form__member">
          <strong>{member.name}</strong>
          <span>{member.policyId}</span>
        </p>
        <p className="tier-form__lead">{MemberTexts.tierModalLead(member.name)}</p>
        <TierSelect
          label={MemberTexts.chooseTier}
          value={tier}
          error={error}
          onChange={(value) => {
            setTier(value);
            onChange();
          }}
        />
        <div className="tier-form__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            {MemberTexts.back}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {MemberTexts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
};
