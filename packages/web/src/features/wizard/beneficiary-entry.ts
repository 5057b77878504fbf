import type { BeneficiaryInputWithId, BeneficiaryWarning, StoredBeneficiary } from '@benefit-store/ports';

/**
 * One beneficiary of the list: what is sent (the SSN as typed in this visit, else the masked one the
 * server keeps by id) and what is shown (always masked, as the server answered).
 */
export interface BeneficiaryEntry {
  readonly key: number;
  readonly input: BeneficiaryInputWithId;
  readonly shown: StoredBeneficiary;
  /** What the server pointed out about this beneficiary when it was checked (a minor, the applicant themself). */
  readonly warnings: readonly BeneficiaryWarning[];
  /** Kept in this window without the SSN typed for it (docs/adr/0712): to be entered again before Next. */
  readonly ssnToReenter?: boolean;
}
