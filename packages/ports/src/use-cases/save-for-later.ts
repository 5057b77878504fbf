import { errAsync, type ResultAsync } from 'neverthrow';
import { revalidateDependents, validateAlternateEmail, validationError, type DependentInput, type DomainError } from '@benefit-store/domain';
import type { SaveLaterTab } from '../driven/wizard-gateway.ts';
import { forClientCheck } from '../wizard/masked-ssn.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { changeOn, currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface SaveForLaterRequest {
  readonly tab: SaveLaterTab;
  /** 'Please enter the alternate email you want to send Enrollment code to?' */
  readonly email: string;
  /** The step's data as it stands (wire field names), kept as a draft of its section. */
  readonly data?: unknown;
  readonly name?: string;
  /** On the dependent step: every dependent is checked again first ('Dependent #N: ...'). */
  readonly dependents?: readonly DependentInput[];
  /** The step's screen: the draft is a change based on what it shows (docs/adr/0712). */
  readonly screen?: ScreenVersion;
}

/**
 * Save & Continue Later's Send Code: a valid alternate e-mail ('Enter valid email address', under
 * `email`), then save-enrollment with the tab's partial data; the answer's message is
 * 'Information Saved!!! Check your email to continue'.
 */
export const saveForLater =
  ({ wizard, session, clock }: WizardDeps) =>
  (request: SaveForLaterRequest): ResultAsync<{ savedTab: string; message: string }, DomainError> => {
    const email = validateAlternateEmail(request.email);
    if (email.isErr()) return errAsync(validationError({ email: email.error }));
    if (request.dependents) {
      const messages = revalidateDependents(request.dependents.map(forClientCheck), clock.today());
      if (messages.length > 0) return errAsync(validationError(Object.fromEntries(messages.map((m, i) => [`dependents.${i}`, m]))));
    }
    const draft = {
      tab: request.tab,
      email: email.value,
      ...(request.data !== undefined ? { data: request.data } : {}),
      ...(request.name ? { name: request.name } : {}),
    };
    if (request.screen) return changeOn(request.screen, wizard, (gateway, tempId) => gateway.saveForLater(tempId, draft));
    return currentTempId(session).andThen((tempId) => wizard.saveForLater(tempId, draft));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveForLater: ReturnType<typeof saveForLater>;
  }
}
