import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { compareNotice, comparedPlansParam, htmlToText, MAX_COMPARED_PLANS, parseComparedPlans, textPoints, toggleComparedPlan } from './plan-compare.ts';

describe('plan compare', () => {
  it('reads the plans of the address: well-formed ids, each once, four at most', () => {
    expect(parseComparedPlans('101,102, 102,,<x>,131,111,121')).toEqual(['101', '102', '131', '111']);
    expect(parseComparedPlans(null)).toEqual([]);
    expect(comparedPlansParam(['101', '102'])).toBe('101,102');
    expect(MAX_COMPARED_PLANS).toBe(4);
  });

  it('ticks and unticks; a fifth plan is refused with the reason and the choice unchanged', () => {
    expect(toggleComparedPlan(['101'], '102')).toEqual({ selected: ['101', '102'] });
    expect(toggleComparedPlan(['101', '102'], '101')).toEqual({ selected: ['102'] });
    const full = ['1', '2', '3', '4'];
    expect(toggleComparedPlan(full, '5')).toEqual({ selected: full, refused: Messages.compareLimit(4) });
    expect(toggleComparedPlan(full, '4')).toEqual({ selected: ['1', '2', '3'] });
  });

  it('needs two plans to compare', () => {
    expect(compareNotice(1)).toBe(Messages.compareNeedsTwo);
    expect(compareNotice(2)).toBeUndefined();
  });

  it('turns plan HTML into plain points: list items, else paragraphs, never markup', () => {
    expect(textPoints('<p>Intro</p><ul><li>$2,500 deductible &amp; more</li><li><strong>Free</strong> care</li></ul>')).toEqual(['$2,500 deductible & more', 'Free care']);
    expect(textPoints('<p>One.</p><p>Two&#39;s</p>')).toEqual(['One.', "Two's"]);
    expect(textPoints('Plain text')).toEqual(['Plain text']);
    expect(textPoints('')).toEqual([]);
    expect(htmlToText('<script>alert(1)</script>a<br>b &lt;i&gt;')).toBe('a b <i>');
    expect(textPoints('<ul><li>1</li><li>2</li><li>3</li></ul>', 2)).toEqual(['1', '2']);
  });
});
