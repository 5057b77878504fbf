import { describe, expect, it } from 'vitest';
import { greetingName } from './form.ts';

describe('greetingName: what a mail may greet its reader with (docs/adr/0006-sign-in-throttle.md)', () => {
  it('takes a first name by the name rule, of at most two words, trimmed', () => {
    for (const name of ['Dana', 'Zoë', 'Nguyễn', 'Anne-Marie', "O'Brien", 'Mary Ann', ' José ']) expect(greetingName(name), name).toBe(name.trim());
  });

  it('takes nothing that carries a message of the requester: sentences, links, markup, digits, long text', () => {
    for (const text of ['Click here to claim', 'Visit evil.example', '<b>Zoë</b>', 'Dana2', 'https://x.example', 'A'.repeat(31), '', '  ', undefined, null]) {
      expect(greetingName(text), String(text)).toBeUndefined();
    }
  });
});
