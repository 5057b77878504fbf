/** DI tokens of the enrollment wizard's driven ports. */
export const WIZARD_TOKENS = {
  WizardGateway: Symbol.for('benefit-store.WizardGateway'),
} as const;
