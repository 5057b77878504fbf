import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  externalChecksPass,
  isEnrollType,
  needsExternalContactChecks,
  validateContactInfo,
  validationError,
  type ContactInfoInput,
  type DomainError,
  type NextMove,
} from '@benefit-store/domain';
import type { SavedContact } from '../driven/wizard-gateway.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn, flagged, type Entered, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * Contact Information's Next: the domain's rules with the server's flags for address2 and birth place (the fields the
 * step was shown with); an existing user's phone and e-mail pass the server's checks first ('Phone already exists',
 * 'Email Already Exists.'); then the save.
 */
export const saveContactInfo =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  ({ values, fields }: Entered<ContactInfoInput>, screen: ScreenVersion): ResultAsync<{ saved: SavedContact; next: NextMove }, DomainError> => {
    const tempId = screen.enrollmentId;
    const checked = validateContactInfo(values, {
      address2: flagged(fields, 'address2'),
      birth_state: flagged(fields, 'birth_state'),
      birth_city: flagged(fields, 'birth_city'),
    });
    if (checked.isErr()) return errAsync(validationError(checked.error));
    const enrollType = session.enrollment.get('enrollType');
    const external = needsExternalContactChecks(isEnrollType(enrollType) ? enrollType : undefined)
      ? wizard
          .checkPhone(checked.value.phone_number, tempId)
          .mapErr((e) => (e.kind === 'validation' && e.fields.phone ? validationError({ phone_number: e.fields.phone }) : e))
          .andThen(() => wizard.checkEmailDeliverable(checked.value.email_address))
          .andThen(() => wizard.checkMemberEmail(checked.value.email_address, tempId))
          .mapErr((e) => (e.kind === 'validation' && e.fields.email ? validationError({ email_address: e.fields.email }) : e))
          .map(() => externalChecksPass({ phoneValid: true, emailValid: true }))
      : okAsync(true);
    return external
      .andThen(() => changeOn(screen, wizard, (gateway) => gateway.saveContact(tempId, checked.value)))
      .map((saved) => ({ saved, next: advance(session, 'contact_info') }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveContactInfo: ReturnType<typeof saveContactInfo>;
  }
}
