import { describe, expect, it } from 'vitest';
import { readAcknowledgement } from './x12-ack.ts';

const isa = (control: string): string => `ISA*00*          *00*          *ZZ*CARRIER01      *ZZ*BENEFITSTORE   *261128*1010*^*00501*${control}*0*P*:~`;

const nine99 = [
  isa('000000777'),
  'GS*FA*CARRIER01*BENEFITSTORE*20261128*1010*777*X*005010X231A1~',
  'ST*999*0001*005010X231A1~',
  'AK1*BE*42*005010X220A1~',
  'AK2*834*0001*005010X220A1~',
  'IK5*A~',
  'AK2*834*0002*005010X220A1~',
  'IK3*NM1*12*2100A*8~',
  'IK4*9:0*67*6*12345~',
  'IK3*HD*20**7~',
  'IK5*R*5~',
  'AK9*P*2*2*1~',
  'SE*11*0001~',
  'GE*1*777~',
  'IEA*1*000000777~',
].join('\n');

describe('readAcknowledgement', () => {
  it('reads a 999 accepting one set and rejecting another, with its errors', () => {
    expect(readAcknowledgement(nine99)._unsafeUnwrap()).toEqual({
      kind: '999',
      interchangeControl: null,
      groupControl: '42',
      sets: [
        { stControl: '0001', accepted: true, errors: [] },
        {
          stControl: '0002',
          accepted: false,
          errors: [
            'IK3 NM1 at 12 (code 8): Segment has data element errors',
            "IK4 NM109 (code 6): Invalid character in data element (was '12345')",
            'IK3 HD at 20 (code 7): Segment not in proper sequence',
            'IK5 R (code 5): One or more segments in error',
          ],
        },
      ],
      interchangeRejected: null,
      sender: 'CARRIER01',
    });
  });

  it('reads an accepted-with-errors set as accepted', () => {
    const ack = readAcknowledgement(nine99.replace('IK5*A~', 'IK5*E*I5~'))._unsafeUnwrap();
    expect(ack.sets[0]).toEqual({ stControl: '0001', accepted: true, errors: ['IK5 E (code I5): Implementation one or more segments in error'] });
  });

  it('reads a TA1 rejecting the interchange', () => {
    const ta1 = [isa('000000778'), 'TA1*000000042*261127*0905*R*001~', 'IEA*0*000000778~'].join('\n');
    expect(readAcknowledgement(ta1)._unsafeUnwrap()).toEqual({
      kind: 'TA1',
      interchangeControl: '000000042',
      groupControl: null,
      sets: [],
      interchangeRejected: 'TA1 (code 001): Interchange control number in header and trailer do not match',
      sender: 'CARRIER01',
    });
  });

  it('reads an accepting TA1 as not rejected', () => {
    const ta1 = [isa('000000779'), 'TA1*000000042*261127*0905*A*000~', 'IEA*0*000000779~'].join('\n');
    expect(readAcknowledgement(ta1)._unsafeUnwrap().interchangeRejected).toBeNull();
  });

  it('refuses garbage and interchanges that are no acknowledgement', () => {
    expect(readAcknowledgement('<html>502 Bad Gateway</html>')._unsafeUnwrapErr()).toMatch(/^Not an X12 acknowledgement/);
    expect(readAcknowledgement('')._unsafeUnwrapErr()).toMatch(/^Not an X12 acknowledgement/);
    const no999 = [isa('000000780'), 'GS*BE*A*B*20261128*1010*1*X*005010X220A1~', 'ST*834*0001*005010X220A1~', 'SE*2*0001~', 'GE*1*1~', 'IEA*1*000000780~'].join('\n');
    expect(readAcknowledgement(no999)._unsafeUnwrapErr()).toBe('Not an X12 acknowledgement: the interchange holds neither a 999 nor a TA1.');
    expect(readAcknowledgement(nine99.replace('AK1*BE*42', 'AK1*HC*42'))._unsafeUnwrapErr()).toMatch(/not BE/);
  });
});
