import { describe, expect, it } from 'vitest';
import { receiptSentLine } from './receipt.ts';

describe('what the receipt says was sent (docs/adr/0712)', () => {
  it('names only the addresses the receipt went to', () => {
    expect(receiptSentLine(['dana@example.com'])).toBe('An Enrollment Receipt has been sent to dana@example.com.');
    expect(receiptSentLine(['dana@example.com', 'jordan@rep.example'])).toBe(
      'An Enrollment Receipt has been sent to dana@example.com, with a copy to the representative at jordan@rep.example.',
    );
    expect(receiptSentLine([])).toBeUndefined();
  });
});
