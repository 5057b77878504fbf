import { catalogue } from '../../app/language.ts';

/**
 * Words of the recommended list page that the assist catalogue (AssistTexts: the carousel, the cards, the crumbs)
 * does not hold.
 */
export const RecommendationsTexts = catalogue('recommendations', {
  breadcrumb: 'Breadcrumb',
} as const);
