import { describe, expect, it } from 'vitest';
import { okAsync } from 'neverthrow';
import { Messages } from '@benefit-store/domain';
import { memorySessionStore } from '../driven/session-store.ts';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import { choosePhysicalAddress } from '../use-cases/choose-physical-address.ts';
import { editFromReview } from '../use-cases/edit-from-review.ts';
import { advance } from './wizard-scope.ts';

describe("the web's two additions to the wizard's second part (docs/adr/0721)", () => {
  it("Edit Details stores navto and opens the step; the step's next save then returns to review and clears it", async () => {
    const session = memorySessionStore({ quote: { tempId: 'temp-1' }, enrollment: { navArray: JSON.stringify(['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info']) } });
    expect((await editFromReview({ session })('contact_info'))._unsafeUnwrap()).toEqual({ path: '/enrollment/contact-info' });
    expect(session.enrollment.get('navto')).toBe('review');
    const move = advance(session, 'contact_info');
    expect(move.target).toMatchObject({ kind: 'step', step: { tab: 'review_info' } });
    expect(session.enrollment.get('navto')).toBeUndefined();
  });

  it("'Choose physical address' copies the contact address (state and zip from the quote) read-only, and unchecked clears it", async () => {
    const session = memorySessionStore({ quote: { tempId: 'temp-1' } });
    const wizard = {
      contact: () => okAsync({ status: 'saved', data: { address1: '100 Main St', city: 'Addison', email_address: 'd@example.com' } }),
      formFields: () => okAsync([
        { name: 'state', value: 'TX', required: true, readOnly: true },
        { name: 'zip', value: '75001', required: true, readOnly: true },
      ]),
    } as unknown as WizardGateway;
    expect((await choosePhysicalAddress({ wizard, session })(true))._unsafeUnwrap()).toEqual({
      address1: '100 Main St',
      address2: '',
      city: 'Addison',
      state: 'TX',
      zip: '75001',
      is_physical_address: 'yes',
      readOnly: true,
    });
    expect((await choosePhysicalAddress({ wizard, session })(false))._unsafeUnwrap()).toMatchObject({ address1: '', zip: '', is_physical_address: 'no', readOnly: false });
    const none = await choosePhysicalAddress({ wizard, session: memorySessionStore() })(true);
    expect(none._unsafeUnwrapErr()).toEqual({ kind: 'not-found', message: Messages.enrollmentNotFound });
  });
});
