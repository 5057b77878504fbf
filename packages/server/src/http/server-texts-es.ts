import type { Twin } from '@benefit-store/domain';
import type { ServerTexts } from './server-texts.ts';

/** The server's own words in Spanish: formal ("usted") US Spanish, the glossary's terms (docs/glossary-es.md). */
export const ServerTextsEs: Twin<typeof ServerTexts> = {
  ethnicCategories: {
    americanIndian: 'Indígena americano o nativo de Alaska',
    asianIndian: 'Indio asiático',
    black: 'Negro o afroamericano',
    chinese: 'Chino',
    filipino: 'Filipino',
    hispanic: 'Hispano o latino',
    japanese: 'Japonés',
    korean: 'Coreano',
    pacificIslander: 'Nativo de Hawái u otras islas del Pacífico',
    vietnamese: 'Vietnamita',
    white: 'Blanco',
    other: 'Otro',
  },
  averageWorkWeek: {
    lessThan20: 'Menos de 20 horas',
    from20To29: 'De 20 a 29 horas',
    from30To39: 'De 30 a 39 horas',
    fortyOrMore: '40 horas o más',
  },
  compensationTypes: {
    G10L20: 'Por hora: más de $10 y menos de $20',
    MW: 'Por hora: salario mínimo',
    GMWL10: 'Por hora: más del salario mínimo y menos de $10',
    G20: 'Por hora: $20 o más',
    Salary: 'Salario',
  },
  vacationPolicies: {
    none: 'Sin vacaciones pagadas',
    oneWeek: '1 semana',
    twoWeeks: '2 semanas',
    threeWeeks: '3 semanas o más',
  },
  bargainingUnits: {
    none: 'No pertenece a una unidad de negociación',
    union: 'Miembro de un sindicato',
    other: 'Otro convenio colectivo',
  },
  beneficiaryRelationships: {
    spouse: 'Cónyuge',
    child: 'Hijo/hija',
    parent: 'Padre/madre',
    sibling: 'Hermano/hermana',
    domesticPartner: 'Pareja de hecho',
    grandchild: 'Nieto/nieta',
    friend: 'Amigo/amiga',
    estate: 'Patrimonio sucesorio',
    trust: 'Fideicomiso',
    other: 'Otro',
  },
  healthQuestions: {
    heart: 'En los últimos 5 años, ¿se le ha diagnosticado o tratado una enfermedad cardíaca, un ataque cardíaco o un derrame cerebral?',
    cancer: 'En los últimos 5 años, ¿se le ha diagnosticado o tratado un cáncer (que no sea cáncer de piel)?',
    diabetes: '¿Se le ha diagnosticado diabetes o presión arterial alta?',
    hospital: 'En los últimos 2 años, ¿ha estado hospitalizado durante la noche o se ha sometido a una cirugía?',
    tobacco: '¿Consume actualmente tabaco o productos con nicotina?',
    physician: '¿Está actualmente bajo el cuidado de un médico por alguna afección que no figure arriba?',
    advised: '¿Se le ha recomendado una prueba, un tratamiento o una cirugía que aún no se haya realizado?',
    medication: '¿Toma actualmente algún medicamento con receta?',
  },
  appBadges: { iphone: 'Descargue la app para', android: 'Obtenga la app para' },
  verificationQuestion: '¿Cuál es su fecha de nacimiento? (MM/DD/AAAA)',
  assistantQuestions: {
    name: '¡Hola! ¿Cómo se llama?',
    cover: '¿A quién desea cubrir: solo a usted, a usted y su cónyuge, o a toda su familia?',
    priority: '¿Qué es lo más importante para usted en un plan: un costo mensual bajo, un deducible bajo o una red amplia de médicos?',
    contact: '¿Cuál es el mejor número de teléfono o correo electrónico para que su representante se comunique con usted?',
  },
  dependentDisclaimer:
    'Ingrese cada dependiente exactamente como figura en su identificación oficial. Las preguntas de salud de un dependiente son opcionales, a menos que un plan de su carrito las pida.',
};
