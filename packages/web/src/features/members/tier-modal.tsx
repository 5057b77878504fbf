import { useState, type FormEvent } from 'react';
import type { CurrentMember } from '@benefit-store/domain';
import { ModalForm } from '../../ui/modal-form.tsx';
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

const TIER_BUTTONS = { cancel: MemberTexts.back, save: MemberTexts.submit };

/** Enroll Now's modal: choose a tier, then Back or Submit ('Please choose a tier' when none). */
export const TierModal = ({ member, error, busy, onBack, onSubmit, onChange }: TierModalProps) => {
  const [tier, setTier] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(tier);
  };
  return (
    <ModalForm title={MemberTexts.tierModalTitle} texts={TIER_BUTTONS} className="tier-form" onClose={onBack} onSubmit={submit} busy={busy}>
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
    </ModalForm>
  );
};
