import { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { Choice, FormField, GroupDefaults, SavedEmployer, SavedSection, StateChoice } from '../driven/wizard-gateway.ts';
import { currentTempId, visibleFields, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface EmployerStep {
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
    currentTempId(session).andThen((tempId) =>
      ResultAsync.combine([
        wizard.formFields(tempId, 'employer'),
        wizard.employer(tempId),
        wizard.groupInfo(tempId),
        wizard.options('average-work-week'),
        wizard.options('employment-status'),
        wizard.options('compensation-types'),
        wizard.options('vacation-policies'),
        wizard.options('bargaining-units'),
        wizard.options('holiday-policies'),
        wizard.states(),
      ] as const).map(([fields, saved, group, averageWorkWeek, employmentStatus, compensationTypes, vacationPolicies, bargainingUnits, holidayPolicies, states]) => ({
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
