import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { quoteOpenedNotice } from './quote-link.ts';

describe('the notice of an opened quote link', () => {
  it('names whose quote it is and the plans in the cart', () => {
    expect(quoteOpenedNotice('Avery Benefits Group', [{ name: 'ClearView Vision', inCart: true }, { name: 'Bright Dental Basic', inCart: true }])).toEqual([
      Messages.quoteOpened('Avery Benefits Group'),
      Messages.quotePlansInCart('ClearView Vision and Bright Dental Basic'),
    ]);
  });

  it('names the plans not in the cart yet apart, in the order of the quote', () => {
    expect(
      quoteOpenedNotice('Jo', [
        { name: 'A', inCart: false },
        { name: 'B', inCart: true },
        { name: 'C', inCart: false },
        { name: 'D', inCart: false },
      ]),
    ).toEqual([Messages.quoteOpened('Jo'), Messages.quotePlansInCart('B'), Messages.quotePlansNotInCart('A, C and D')]);
  });
});
