import { ResultAsync } from 'neverthrow';
import { MaritalStatuses, PriorCoverageOptions, requiresEnrollerCode, type DomainError, showsEnrollerCodeButton, isEprocess } from '@benefit-store/domain';
import type { Choice, FormField, SavedPersonal, SavedSection } from '../driven/wizard-gateway.ts';
import { openScreen, visibleFields, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface PersonalStep extends OnScreen {
  /** The fields to show (server-required only), with their current values. */
  readonly fields: FormField[];
  readonly saved: SavedSection<SavedPersonal> | undefined;
  readonly ethnicCategories: Choice[];
  readonly maritalStatuses: typeof MaritalStatuses;
  readonly priorCoverageOptions: typeof PriorCoverageOptions;
  /** The 'Enter Enroller Code' button. */
  readonly showEnrollerCode: boolean;
  /** Next stays blocked with 'Enroller code is required' until a code is saved (groups 2556, 2512). */
  readonly enrollerCodeRequired: boolean;
}

/** Opens Personal Information: its fields, what was saved, the ethnic groups and the enroller-code rules. */
export const loadPersonalStep =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<PersonalStep, DomainError> =>
    openScreen(session, wizard).andThen(({ tempId, screen, reads }) =>
      ResultAsync.combine([
        reads.formFields(tempId, 'personal'),
        reads.personal(tempId),
        reads.options('ethnic-categories'),
        reads.showsEnrollerCode(tempId),
      ] as const).map(([fields, saved, ethnicCategories, serviceSaysShow]) => {
        const eprocess = session.signIn.get('eprocess');
        const groupId = session.site.get('groupId');
        return {
          screen,
          fields: visibleFields(fields),
          saved,
          ethnicCategories,
          maritalStatuses: MaritalStatuses,
          priorCoverageOptions: PriorCoverageOptions,
          showEnrollerCode: showsEnrollerCodeButton(isEprocess(eprocess) ? eprocess : undefined, groupId, serviceSaysShow),
          enrollerCodeRequired: requiresEnrollerCode(groupId),
        };
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadPersonalStep: ReturnType<typeof loadPersonalStep>;
  }
}
