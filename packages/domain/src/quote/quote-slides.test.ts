import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { checkQuoteSlide, firstSlideWithError, slideOfField } from './quote-slides.ts';

describe('the 3-slide quote', () => {
  it('answers an empty or short zip on slide 1 at once', () => {
    expect(checkQuoteSlide(0, { zip: '', gender: '' })).toEqual({ zip: Messages.fieldRequired });
    expect(checkQuoteSlide(0, { zip: '123', gender: '' }).zip).toBeDefined();
    expect(checkQuoteSlide(0, { zip: '75001', gender: '' })).toEqual({});
  });

  it('requires a gender on slide 2', () => {
    expect(checkQuoteSlide(1, { zip: '75001', gender: '' })).toEqual({ gender: Messages.fieldRequired });
    expect(checkQuoteSlide(1, { zip: '75001', gender: '1' })).toEqual({});
  });

  it('sends the visitor back to the first slide with an error', () => {
    expect(firstSlideWithError({ dob: 'x', gender: 'y' })).toBe(1);
    expect(firstSlideWithError({ zip: 'x', dob: 'y' })).toBe(0);
    expect(firstSlideWithError({})).toBeUndefined();
    expect(slideOfField('something-else')).toBe(2);
  });
});
