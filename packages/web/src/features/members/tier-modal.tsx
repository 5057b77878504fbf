import { useState, type FormEvent } from 'react';
import type { CurrentMember } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
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

/** Enroll Now's modal: choose a tier, then Back or Submit ('Please choose a tier' when none). */
export const TierModal = ({ member, error, busy, onBack, onSubmit, onChange }: TierModalProps) => {
  const texts = useTexts(MemberTexts);
  // The tier rule's message is worded in the catalogue's English (the server's in the visitor's language).
  const [tier, setTier] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(tier);
  };
  return (
    <ModalForm title={texts.tierModalTitle} texts={{ cancel: texts.back, save: texts.submit }} className="tier-form" onClose={onBack} onSubmit={submit} busy={busy}>
      <p className="tier-form__member">
        <strong>{member.name}</strong>
        <span>{member.policyId}</span>
      </p>
      <p className="tier-form__lead">{texts.tierModalLead(member.name)}</p>
      <TierSelect
        label={texts.chooseTier}
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
