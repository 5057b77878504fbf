import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@benefit-store/domain';
import { agreementTextHash, type AppliesTo } from '../consent/agreement-texts.ts';
import type { Database, Queryable } from '../db/database.ts';

/**
 * What every store starts with, demo or not (SEED_DEMO_DATA=0 included): the agreements a person signs (no one
 * enrolls agreeing to nothing), in every language the store speaks, and the routing-number table of the EFT lookup.
 * Inserted once, into empty tables; an agency changes an agreement by adding a version (agreement texts are never
 * edited, migration 0060). A store started before agreements had languages gets the Spanish wordings of these
 * defaults from migration 0101, for each English default it still holds.
 */

/** Routing numbers of the routing-number lookup (public ABA numbers; each passes the checksum). */
export const ROUTING_NUMBERS: readonly (readonly [string, string, string, string])[] = [
  ['021000021', 'JPMORGAN CHASE BANK, NA', 'NEW YORK', 'NY'],
  ['111000614', 'JPMORGAN CHASE BANK, NA', 'DALLAS', 'TX'],
  ['322271627', 'JPMORGAN CHASE BANK, NA', 'LOS ANGELES', 'CA'],
  ['071000013', 'JPMORGAN CHASE BANK, NA', 'CHICAGO', 'IL'],
  ['111000025', 'BANK OF AMERICA, N.A.', 'DALLAS', 'TX'],
  ['026009593', 'BANK OF AMERICA, N.A.', 'NEW YORK', 'NY'],
  ['011000138', 'BANK OF AMERICA, N.A.', 'BOSTON', 'MA'],
  ['081000032', 'BANK OF AMERICA, N.A.', 'ST. LOUIS', 'MO'],
  ['121000248', 'WELLS FARGO BANK, NA', 'SAN FRANCISCO', 'CA'],
  ['111900659', 'WELLS FARGO BANK, NA', 'DALLAS', 'TX'],
  ['091000019', 'WELLS FARGO BANK, NA', 'MINNEAPOLIS', 'MN'],
  ['061000104', 'TRUIST BANK', 'ATLANTA', 'GA'],
];

interface Wording {
  readonly head: string;
  readonly body: string;
}

/** The languages an agreement is translated into: all but English, its own (the domain's DEFAULT_LANGUAGE). */
type Translated = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is Translated => language !== DEFAULT_LANGUAGE);

interface StandardAgreement extends Wording {
  readonly key: string;
  readonly appliesTo: AppliesTo;
  /**
   * The same agreement in every other language the store speaks (docs/adr/0900-languages.md): formal US Spanish,
   * word for word what the English says (docs/glossary-es.md). The compiler asks for a new language's wording here.
   */
  readonly translations: Readonly<Record<Translated, Wording>>;
}

export const STANDARD_AGREEMENTS: readonly StandardAgreement[] = [
  {
    key: 'application-accuracy',
    head: 'Accuracy of this application',
    body: 'I have read this application, including the answers given in it, and confirm that it is true and complete to the best of my knowledge. I understand that false or incomplete statements may lead to loss of coverage or denial of a claim.',
    appliesTo: 'all',
    translations: {
      es: {
        head: 'Exactitud de esta solicitud',
        body: 'He leído esta solicitud, incluidas las respuestas que se dan en ella, y confirmo que es verdadera y completa a mi leal saber y entender. Entiendo que las declaraciones falsas o incompletas pueden dar lugar a la pérdida de la cobertura o al rechazo de una reclamación.',
      },
    },
  },
  {
    key: 'plan-terms',
    head: 'Plan terms',
    body: 'I have received and read the description of every plan in this enrollment, including its limitations and exclusions, and I understand that coverage starts on the effective date shown once the first premium is paid.',
    appliesTo: 'all',
    translations: {
      es: {
        head: 'Términos del plan',
        body: 'He recibido y leído la descripción de cada plan de esta inscripción, incluidas sus limitaciones y exclusiones, y entiendo que la cobertura comienza en la fecha de vigencia indicada una vez que se pague la primera prima.',
      },
    },
  },
  {
    key: 'health-information',
    head: 'Authorization to use health information',
    body: 'I authorize physicians, hospitals and other medical providers to give the insurer information about my health and that of the dependents in this application, for underwriting and claims. This authorization is valid for 24 months from the date I sign; a copy is as valid as the original.',
    appliesTo: 'health',
    translations: {
      es: {
        head: 'Autorización para usar información de salud',
        body: 'Autorizo a médicos, hospitales y otros proveedores médicos a dar a la aseguradora información sobre mi salud y la de los dependientes incluidos en esta solicitud, para la evaluación de riesgos y el trámite de reclamaciones. Esta autorización es válida por 24 meses a partir de la fecha en que firme; una copia es tan válida como el original.',
      },
    },
  },
  {
    key: 'eft-authorization',
    head: 'Bank draft (EFT) authorization',
    body: 'I authorize the premium of the plans in this enrollment to be drafted from the bank account I gave: the first payment between the enrollment date and 5 days after it, then monthly between the 1st and the 6th or the 21st and the 26th, depending on my bill date. There is no monthly charge for paying by EFT. I may stop a draft by notice at least 3 business days before it; a draft returned for insufficient funds carries a $30 fee.',
    appliesTo: 'eft',
    translations: {
      es: {
        head: 'Autorización de débito bancario (EFT)',
        body: 'Autorizo que la prima de los planes de esta inscripción se debite de la cuenta bancaria que proporcioné: el primer pago entre la fecha de inscripción y 5 días después, y luego cada mes entre el 1 y el 6 o entre el 21 y el 26, según mi fecha de facturación. No hay cargo mensual por pagar mediante EFT. Puedo detener un débito avisando al menos 3 días hábiles antes de que se realice; un débito devuelto por fondos insuficientes tiene un cargo de $30.',
      },
    },
  },
  {
    key: 'card-authorization',
    head: 'Card payment authorization',
    body: 'I authorize the premium of the plans in this enrollment to be charged to the card I gave: the first month when my enrollment is confirmed, then monthly on my bill date, until I cancel.',
    appliesTo: 'cc',
    translations: {
      es: {
        head: 'Autorización de pago con tarjeta',
        body: 'Autorizo que la prima de los planes de esta inscripción se cargue a la tarjeta que proporcioné: el primer mes cuando se confirme mi inscripción y luego cada mes en mi fecha de facturación, hasta que yo cancele.',
      },
    },
  },
  {
    key: 'electronic-signature',
    head: 'Electronic records and signature',
    body: 'I agree to sign this application electronically and to receive its documents, notices and receipts by e-mail at the address I gave. My electronic signature has the same effect as a signature on paper.',
    appliesTo: 'all',
    translations: {
      es: {
        head: 'Registros y firma electrónicos',
        body: 'Acepto firmar esta solicitud electrónicamente y recibir sus documentos, avisos y recibos por correo electrónico en la dirección que proporcioné. Mi firma electrónica tiene el mismo efecto que una firma en papel.',
      },
    },
  },
];

/** Every wording of a standard agreement: English first, then each translation. */
export const wordingsOf = (agreement: StandardAgreement): (readonly [Language, Wording])[] => [
  [DEFAULT_LANGUAGE, agreement],
  ...TRANSLATED.map((language) => [language, agreement.translations[language]] as const),
];

const isEmpty = async (db: Queryable, table: string) => ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0) === 0;

export const seedStoreDefaults = async (db: Database): Promise<void> => {
  if (await isEmpty(db, 'agreement_texts')) {
    await db.transaction(async (tx) => {
      for (const [order, text] of STANDARD_AGREEMENTS.entries()) {
        for (const [language, wording] of wordingsOf(text)) {
          await tx.query(
            `INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash) VALUES ($1, 1, $2, $3, $4, true, $5, $6, $7)`,
            [text.key, language, wording.head, wording.body, text.appliesTo, order, agreementTextHash(wording.head, wording.body)],
          );
        }
      }
    });
  }
  if (await isEmpty(db, 'routing_numbers')) {
    await db.transaction(async (tx) => {
      for (const [routing, name, city, state] of ROUTING_NUMBERS) {
        await tx.query('INSERT INTO routing_numbers (routing_number, bank_name, city, state) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [routing, name, city, state]);
      }
    });
  }
};
