import { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { FormField, SavedContact, SavedSection, StateChoice } from '../driven/wizard-gateway.ts';
import { openScreen, visibleFields, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface ContactStep extends OnScreen {
  readonly fields: FormField[];
  readonly saved: SavedSection<SavedContact> | undefined;
  /** Birth state options, shown as 'Texas (TX)'. */
  readonly states: StateChoice[];
}

/** Opens Contact Information: fields (state and zip read-only), what was saved, the birth-state list. */
export const loadContactStep =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<ContactStep, DomainError> =>
    openScreen(session, wizard).andThen(({ tempId, screen, reads }) =>
      ResultAsync.combine([reads.formFields(tempId, 'contact'), reads.contact(tempId), reads.states()] as const).map(([fields, saved, states]) => ({
        screen,
        fields: visibleFields(fields),
        saved,
        states,
      })),
    );

/** How a birth state reads in its select: name with abbreviation. */
export const stateLabel = (state: StateChoice): string => `${state.name} (${state.abbrev})`;

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadContactStep: ReturnType<typeof loadContactStep>;
  }
}
