import type { Twin } from '@benefit-store/domain';
import type { UiTexts } from '../../ui/ui-texts.ts';

/** UiTexts in Spanish (docs/glossary-es.md holds the terms). */
export const UiTextsEs: Twin<typeof UiTexts> = {
  close: 'Cerrar',
  loading: 'Cargando',
  select: 'Seleccione',
};
