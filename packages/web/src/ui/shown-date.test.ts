import { describe, expect, it } from 'vitest';
import { formatShownDate } from './shown-date.ts';

describe('formatShownDate', () => {
  it('keeps the specification MM/DD/YYYY in English', () => {
    for (const date of ['03/01/2027', '12/31/1999', '01/09/2030', '02/29/2028']) expect(formatShownDate(date, 'en-US')).toBe(date);
    expect(formatShownDate('03/01/2027', 'en-US', 'medium')).toBe('03/01/2027');
  });

  it('names the month in Spanish, so the day-first order is never misread', () => {
    expect(formatShownDate('03/01/2027', 'es-US')).toBe('1 de marzo de 2027');
    expect(formatShownDate('12/31/1999', 'es-US', 'medium')).toMatch(/^31 dic\.? 1999$/);
  });

  it('shows anything else as it came', () => {
    for (const date of ['', '2027-03-01', '02/30/2027', 'soon']) expect(formatShownDate(date, 'es-US')).toBe(date);
  });
});
