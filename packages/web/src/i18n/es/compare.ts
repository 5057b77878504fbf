import type { Twin } from '@benefit-store/domain';
import type { CompareTexts } from '../../features/compare/compare-texts.ts';

/** CompareTexts in Spanish (docs/glossary-es.md holds the terms). */
export const CompareTextsEs: Twin<typeof CompareTexts> = {
  home: 'Inicio',
  plans: 'Planes',
  compare: 'Comparar',
  title: 'Comparar planes',
  lead: 'Su precio, la categoría, los beneficios principales y las exclusiones, lado a lado.',
  table: 'Planes lado a lado',
  plan: 'Plan',
  price: 'Su precio',
  category: 'Categoría',
  benefits: 'Beneficios principales',
  exclusions: 'Exclusiones',
  from: 'desde',
  options: (n: number) => `${n} opciones`,
  perMonth: '/ mes',
  noPrice: 'Vea su precio en la página del plan',
  none: 'No se indica ninguna',
  moreInfo: 'Más información',
  remove: (name: string) => `Quitar ${name} de la comparación`,
  removeShort: 'Quitar',
  backToPlans: 'Volver a los planes',
  breadcrumb: 'Ruta de navegación',
};
