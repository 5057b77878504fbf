/** DI tokens of the enrollment wizard's driven ports. */
export const WIZARD_TOKENS = {
  WizardGateway: Symbol.for('benefit-store.WizardGateway'),
  /** A step's entries not sent yet, kept in this window (docs/adr/0712). */
  StepDrafts: Symbol.for('benefit-store.StepDrafts'),
} as const;
