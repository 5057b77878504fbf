import { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { Choice, FormField, GroupDefaults, SavedEmployer, SavedSection, StateChoice } from '../driven/wizard-gateway.ts';
import { openScreen, visibleFields, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface EmployerStep extends OnScreen {
  readonly fields: FormField[];
  readonly saved: SavedSection<SavedEmployer> | undefined;
  /** Group name, phone and address from get-group-info (the fields' values already carry them). */
  readonly group: GroupDefaults | undefined;
  readonly options: {
    readonly averageWorkWeek: Choice[];
    readonly employmentStatus: Choice[];
    readonly compensationTypes: Choice[];
    readonly vacationPolicies: Choice[];
    readonly bargainingUnits: Choice[];
    readonly holidayPolicies: Choice[];
    readonly states: StateChoice[];
  };
}

/** Opens Employer Information: fields, what was saved, the group's defaults and every option list. */
export const loadEmployerStep =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<EmployerStep, DomainError> =>
    openScreen(session, wizard).andThen(({ tempId, screen, reads }) =>
      ResultAsync.combine([
        reads.formFields(tempId, 'employer'),
        reads.employer(tempId),
        reads.groupInfo(tempId),
        reads.options('average-work-week'),
        reads.options('employment-status'),
        reads.options('compensation-types'),
        reads.options('vacation-policies'),
        reads.options('bargaining-units'),
        reads.options('holiday-policies'),
        reads.states(),
      ] as const).map(([fields, saved, group, averageWorkWeek, employmentStatus, compensationTypes, vacationPolicies, bargainingUnits, holidayPolicies, states]) => ({
        screen,
        fields: visibleFields(fields),
        saved,
        group,
        options: { averageWorkWeek, employmentStatus, compensationTypes, vacationPolicies, bargainingUnits, holidayPolicies, states },
      })),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadEmployerStep: ReturnType<typeof loadEmployerStep>;
  }
}
