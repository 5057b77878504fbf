import { describe, expect, it } from 'vitest';
import { isPlainJson, pageDataBlock, PAGE_DATA_ID } from './page-copy.ts';

/** What a browser's parser would take as the data block's text: everything up to the first `</script`. */
const blockText = (block: string) => /^<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script/i.exec(block)?.[1];

describe("a page copy's answers, carried in the page for the app to start from", () => {
  it('carries only answers that come back from JSON as they went', () => {
    expect(isPlainJson({ plans: [{ id: 141, name: 'Secure Term Life 20', price: 12.5, riders: null, hidden: undefined }] })).toBe(true);
    expect(isPlainJson(Object.assign(Object.create(null) as object, { a: 1 }))).toBe(true);
    for (const odd of [new Map([[1, 2]]), new Set([1]), new Date(0), [undefined], { n: Number.NaN }, { n: Infinity }, { f: () => 1 }, 1n, undefined]) {
      expect(isPlainJson(odd), String(odd)).toBe(false);
    }
    const block = pageDataBlock([
      [['site'], { name: 'Avery Benefits Group' }],
      [['dates'], { day: new Date(0) }],
      [['plans', 'IO'], [{ id: 141 }]],
    ]);
    expect(block).toContain(`id="${PAGE_DATA_ID}"`);
    expect(JSON.parse(blockText(block)!)).toEqual({
      answers: [
        [['site'], { name: 'Avery Benefits Group' }],
        [['plans', 'IO'], [{ id: 141 }]],
      ],
      stored: {},
    });
  });

  it('cannot be ended or turned into markup by what an answer holds', () => {
    const hostile = `</script><script>alert(1)</script><!-- </SCRIPT >`;
    const block = pageDataBlock([[['plan-description', 141], { html: hostile }]], { referral: hostile });
    // The first `</script` the parser meets is the block's own end, and the text is the answer, whole.
    expect(block.indexOf('</script')).toBe(block.length - '</script>'.length);
    expect(JSON.parse(blockText(block)!)).toEqual({ answers: [[['plan-description', 141], { html: hostile }]], stored: { referral: hostile } });
  });
});
