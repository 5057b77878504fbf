import { describe, expect, it } from 'vitest';
import { Messages, selectedGroupLine, translatorOf } from '@benefit-store/domain';
import { groupLineIn } from './group-line.ts';

const twin = {
  ...Messages,
  selectedGroup: (name: string, code: string) => `Grupo seleccionado: ${name} (${code})`,
  selectedMember: (name: string) => ` | Miembro: ${name}`,
};
const spanish = translatorOf(Messages, twin);
const english = (text: string) => text;

describe('the plan page’s group line', () => {
  const lines = [
    selectedGroupLine({ name: 'Acme Manufacturing', code: 'ACME2024' }, 'Maria Gonzalez'),
    selectedGroupLine({ name: 'Acme Manufacturing', code: 'ACME2024' }),
    selectedGroupLine({ name: 'Acme Manufacturing' }, 'Maria Gonzalez'),
    selectedGroupLine({ name: 'Acme Manufacturing' }),
  ].filter((line): line is string => line !== undefined);

  it('stays the domain’s English word for word', () => {
    for (const line of lines) expect(groupLineIn(line, english, Messages)).toBe(line);
  });

  it('is worded part by part in another language, with or without the code and the member', () => {
    expect(lines.map((line) => groupLineIn(line, spanish, twin))).toEqual([
      'Grupo seleccionado: Acme Manufacturing (ACME2024) | Miembro: Maria Gonzalez',
      'Grupo seleccionado: Acme Manufacturing (ACME2024)',
      'Grupo seleccionado: Acme Manufacturing | Miembro: Maria Gonzalez',
      'Grupo seleccionado: Acme Manufacturing',
    ]);
  });
});
