import { describe, expect, it } from 'vitest';
import { describeMinutes, parseDurationMinutes } from './duration.ts';

describe('durations as support staff type and read them', () => {
  it('reads 30m, 1h, 2d, 1h30m and bare minutes; refuses anything else', () => {
    expect([parseDurationMinutes('30m'), parseDurationMinutes('1h'), parseDurationMinutes('2d'), parseDurationMinutes('1h30m'), parseDurationMinutes('45')]).toEqual([30, 60, 2880, 90, 45]);
    for (const bad of ['banana', '1x', 'h', '', '1h banana']) expect(parseDurationMinutes(bad), bad).toBeUndefined();
  });

  it('says them back in words, singular where one', () => {
    expect([0, 1, 2, 60, 90, 1440, 1441, 2 * 1440 + 120].map(describeMinutes)).toEqual([
      '0 minutes',
      '1 minute',
      '2 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '1 day',
      '1 day 1 minute',
      '2 days 2 hours',
    ]);
  });
});
