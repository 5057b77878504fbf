import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { parseGroupChanges, parseNewGroup, parseNewRep, parseRepChanges, parseSiteHost } from './site-setup.ts';

const rep = { code: 'rep3003', first_name: ' Ana ', last_name: 'Cruz', email: 'Ana@Cruz.Example', phone: '(214) 555-0100' };

describe('site setup rules', () => {
  it('reads a new rep once: codes upper-cased, the phone as digits, defaults for what was left out', () => {
    expect(parseNewRep({ ...rep, landing_url: 'Ana-Cruz' })._unsafeUnwrap()).toEqual({
      code: 'REP3003', firstName: 'Ana', lastName: 'Cruz', email: 'ana@cruz.example', phone: '2145550100', displayName: 'Ana Cruz',
      tagline: '', bio: '', landingUrl: 'ana-cruz', brandColor: '#1f4fd1', quoteForm: 'form',
    });
  });

  it('names every wrong field at once', () => {
    expect(parseNewRep({ code: 'R1', first_name: 'Ana1', email: 'x', phone: '12', landing_url: 'a--b', brand_color: 'red', quote_form: 'wizard' })._unsafeUnwrapErr()).toEqual({
      code: Messages.invalidSiteCode, first_name: Messages.invalidName, last_name: Messages.fieldRequired, email: Messages.invalidEmailAddress,
      phone: Messages.invalidPhone, landing_url: Messages.invalidLandingUrl, brand_color: Messages.invalidColour, quote_form: Messages.invalidQuoteForm,
    });
    expect(parseNewRep({ ...rep, landing_url: 'checkout' })._unsafeUnwrapErr()).toEqual({ landing_url: Messages.landingUrlReserved });
  });

  it('changes only the fields given; an emptied required field is refused', () => {
    expect(parseRepChanges({ brand_color: '#ABCDEF' })._unsafeUnwrap()).toEqual({ brandColor: '#abcdef' });
    expect(parseRepChanges({ landing_url: '' })._unsafeUnwrap()).toEqual({ landingUrl: null });
    expect(parseRepChanges({ email: ' ' })._unsafeUnwrapErr()).toEqual({ email: Messages.fieldRequired });
    expect(parseGroupChanges({ state: 'tx' })._unsafeUnwrap()).toEqual({ state: 'TX' });
  });

  it('a group needs its employer, rep and contact; the state and zip are checked when given', () => {
    expect(parseNewGroup({ code: 'ACME3003' })._unsafeUnwrapErr()).toEqual({
      employer: Messages.fieldRequired, rep_code: Messages.fieldRequired, phone: Messages.fieldRequired, email: Messages.fieldRequired,
    });
    const group = parseNewGroup({ code: 'acme3003', employer: 'Acme West', rep_code: 'rep1001', phone: '2145550111', email: 'hr@acme.example', state: 'Texas', zip: '7520' });
    expect(group._unsafeUnwrapErr()).toEqual({ state: Messages.invalidState, zip: Messages.invalidZip });
  });

  it('a group’s billing mode is one of the payment methods, its plans a comma list of ids; none clears either', () => {
    const base = { code: 'acme3003', employer: 'Acme West', rep_code: 'rep1001', phone: '2145550111', email: 'hr@acme.example' };
    expect(parseNewGroup(base)._unsafeUnwrap()).toMatchObject({ billingMode: null, plans: [] });
    expect(parseNewGroup({ ...base, billing_mode: ' LIST ', plans: ' 131, 132,,131 ' })._unsafeUnwrap()).toMatchObject({ billingMode: 'list', plans: ['131', '132'] });
    expect(parseGroupChanges({ billing_mode: 'stmt' })._unsafeUnwrap()).toEqual({ billingMode: 'stmt' });
    expect(parseGroupChanges({ billing_mode: 'None', plans: ' none ' })._unsafeUnwrap()).toEqual({ billingMode: null, plans: [] });
    expect(parseGroupChanges({ billing_mode: '', plans: '' })._unsafeUnwrap()).toEqual({ billingMode: null, plans: [] });
    expect(parseGroupChanges({ billing_mode: 'invoice', plans: '131;132' })._unsafeUnwrapErr()).toEqual({ billing_mode: Messages.invalidBillingMode, plans: Messages.invalidPlanList });
    expect(parseGroupChanges({ plans: Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',') })._unsafeUnwrapErr()).toEqual({ plans: Messages.invalidPlanList });
  });

  it('a host is a bare host name, kept in lower case', () => {
    expect(parseSiteHost(' Benefits.Acme.COM ')._unsafeUnwrap()).toBe('benefits.acme.com');
    for (const bad of ['https://acme.com', 'acme', 'acme.com:8080', 'acme.com/benefits', '']) expect(parseSiteHost(bad).isErr(), bad).toBe(true);
  });
});
