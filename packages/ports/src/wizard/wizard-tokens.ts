import type { StepDrafts } from '../driven/step-drafts.ts';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import { token } from '../tokens.ts';

/** DI tokens of the enrollment wizard's driven ports. */
export const WIZARD_TOKENS = {
  WizardGateway: token<WizardGateway>('WizardGateway'),
  /** A step's entries not sent yet, kept in this window (docs/adr/0712). */
  StepDrafts: token<StepDrafts>('StepDrafts'),
} as const;
