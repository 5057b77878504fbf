import type { Twin } from '@benefit-store/domain';
import type { RecommendationsTexts } from '../../features/recommendations/recommendations-texts.ts';

/** RecommendationsTexts in Spanish (docs/glossary-es.md holds the terms). */
export const RecommendationsTextsEs: Twin<typeof RecommendationsTexts> = {
  breadcrumb: 'Ruta de navegación',
};
