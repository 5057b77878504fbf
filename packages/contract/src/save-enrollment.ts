import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { successEnvelope } from './envelope.ts';
import { Id, OptionalText, Text } from './fields.ts';
import { api } from './routes.ts';

/**
 * POST save-enrollment: one call, many tabs. `tab` names what is saved: 'cart_info' sends the cart as a
 * personalised quote (doc 001); the wizard's tabs save a step for later and mail a resume code (doc 002),
 * and the later steps (aggrement_info, payment_info) travel the same way. `data` is the tab's own payload,
 * decoded by the server's entry for that tab.
 */
export const SaveEnrollmentRequest = t.intersection([
  t.type({ enrollment_id: Id, tab: Text(Limits.id) }),
  t.partial({
    email: OptionalText(Limits.email),
    name: OptionalText(Limits.name),
    message: OptionalText(Limits.text),
    data: t.unknown,
  }),
]);
export type SaveEnrollmentRequest = t.TypeOf<typeof SaveEnrollmentRequest>;

/** Room for any tab's partial data (nine dependents with their health answers). */
export const SAVE_ENROLLMENT_MAX_BODY = 256 * 1024;

export const SaveEnrollmentRoutes = {
  saveEnrollment: api('POST', '/save-enrollment', { body: SaveEnrollmentRequest, maxBodyBytes: SAVE_ENROLLMENT_MAX_BODY }),
} as const;

/** What the quote tab answers: where the quote went (the outbox keeps the mail). */
export const SaveQuoteResponse = successEnvelope(t.type({ email: t.string, mail_id: t.string, message: t.string }));
