import { Messages } from '../messages.ts';
import { isGender } from '../gender.ts';
import { parseZip } from '../zip.ts';
import type { FieldErrors } from '../errors.ts';

/** The 3-slide quote of doc 000 section 2: zip; gender and smoker; date of birth. Labels in English (Messages). */
export const QuoteSlides = [
  { index: 0, label: Messages.slideZip, fields: ['zip'] },
  { index: 1, label: Messages.slideAboutYou, fields: ['gender', 'is_smoker'] },
  { index: 2, label: Messages.slideDateOfBirth, fields: ['dob', 'tier'] },
] as const;

export const LAST_QUOTE_SLIDE = QuoteSlides.length - 1;

/** The slide that shows a field; a field no slide names (a server-wide error) shows on the last slide. */
export const slideOfField = (field: string): number =>
  QuoteSlides.find((slide) => (slide.fields as readonly string[]).includes(field))?.index ?? LAST_QUOTE_SLIDE;

/** The first slide with an error among `fields`, or undefined when there is none. */
export const firstSlideWithError = (fields: FieldErrors): number | undefined => {
  const slides = Object.keys(fields).map(slideOfField);
  return slides.length === 0 ? undefined : Math.min(...slides);
};

export interface QuoteSlideValues {
  readonly zip: string;
  readonly gender: string;
}

/**
 * What a slide's Next checks before anything leaves the browser: the zip's form on slide 1 (an empty or
 * malformed zip is answered at once, before the server check and its pause), the gender on slide 2.
 */
export const checkQuoteSlide = (slide: number, values: QuoteSlideValues): FieldErrors => {
  if (slide === 0) {
    const zip = parseZip(values.zip);
    return zip.isErr() ? { zip: zip.error } : {};
  }
  if (slide === 1) return isGender(values.gender) ? {} : { gender: Messages.fieldRequired };
  return {};
};
