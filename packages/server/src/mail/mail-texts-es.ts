import type { Twin } from '@benefit-store/domain';
import type { MailTexts } from './mail-texts.ts';

/** The mails in Spanish: formal ("usted") US Spanish, the glossary's terms (docs/glossary-es.md). */
export const MailTextsEs: Twin<typeof MailTexts> = {
  htmlLang: 'es',
  hello: 'Hola:',
  helloName: (name: string) => `Hola, ${name}:`,
  sentBy: (site: string) => `Este correo electrónico fue enviado por ${site}.`,

  resumeCode: {
    subject: (site: string) => `Su código de inscripción de ${site}`,
    savedOpen: 'Su inscripción se ha guardado. Para continuar donde la dejó, abra',
    andEnter: 'e ingrese:',
    code: 'Código:',
    emailAddress: 'Correo electrónico:',
    savedHtml:
      'Su inscripción se ha guardado. Para continuar donde la dejó, abra la página Continuar inscripción e ingrese este código junto con su correo electrónico.',
    onlyWithAddress: 'El código solo es válido junto con esta dirección de correo electrónico.',
    button: 'Continuar inscripción',
    continueAt: (path: string, site: string) => `Continúe en ${path} de ${site}.`,
  },

  receipt: {
    subject: (site: string) => `Recibo de inscripción: ${site}`,
    dear: (name: string) => `Estimado/a ${name}:`,
    thanks: 'Gracias por inscribirse. Este es su recibo de inscripción.',
    confirmationNumber: 'Número de confirmación:',
    effectiveDate: 'Fecha de vigencia:',
    plans: 'Planes:',
    consentRecord: 'Registro de consentimiento:',
    firstMonthTotal: 'Costo total del primer mes',
    recurringMonthly: 'Costo mensual recurrente',
  },

  signingLink: {
    subject: 'Revise y firme su solicitud de inscripción',
    filledIn: (rep: string) => `${rep} completó su solicitud de inscripción. Revísela y fírmela en su propio dispositivo:`,
    filledInHtml: (rep: string) => `${rep} completó su solicitud de inscripción. Revísela y fírmela en su propio dispositivo.`,
    worksUntil: (expires: string) =>
      `Se le pedirá su fecha de nacimiento. El enlace funciona hasta el ${expires} y solo en el primer navegador que lo abra.`,
    notExpected: 'Si no esperaba este correo electrónico, no abra el enlace y comuníquese con su representante.',
    button: 'Revisar y firmar',
    yourRepresentative: 'Su representante',
  },

  quote: {
    subject: (rep: string) => `Su cotización personalizada de ${rep}`,
    prepared: (rep: string) => `${rep} preparó esta cotización para usted.`,
    shopThesePlansAt: (link: string) => `Compre estos planes: ${link}`,
    questions: (rep: string) => `¿Preguntas? Comuníquese con ${rep}`,
    button: 'Comprar estos planes',
    firstMonth: 'Costo del primer mes',
    recurring: 'Costo recurrente',
    total: 'Costo total',
    yourBenefitsTeam: 'Su equipo de beneficios',
  },

  invite: {
    subject: (what: string) => `Su cuenta para ${what}`,
    given: (what: string) => `Se creó una cuenta para que usted inicie sesión en ${what}.`,
    choosePasswordHere: (what: string) => `Se creó una cuenta para que usted inicie sesión en ${what}. Elija su contraseña aquí:`,
    worksOnce: (expires: string) =>
      `El enlace funciona una sola vez, hasta el ${expires}. Después inicie sesión con esta dirección de correo electrónico y su contraseña.`,
    notExpected: 'Si no esperaba este correo electrónico, no abra el enlace.',
    button: 'Elegir su contraseña',
    groupSite: (site: string) => `el sitio de beneficios de ${site}`,
  },
};
