import type { Twin } from '@benefit-store/domain';
import type { HowToSteps } from '../../shell/shell-texts.ts';

/** HowToSteps in Spanish (docs/glossary-es.md holds the terms). */
export const HowToStepsEs: Twin<typeof HowToSteps> = {
  members: [
    ['Abra su tienda', 'Use el código de acceso de su representante o el código de inscripción del grupo de su empleador.'],
    ['Obtenga una cotización', 'Ingrese su código postal, sexo, nivel de cobertura y fecha de nacimiento, y luego presione Enviar.'],
    ['Elija sus planes', 'Compare los planes por categoría y agregue a su carrito los que desee.'],
    ['Inscríbase', 'Complete los pasos de inscripción; puede guardar y continuar más tarde en cualquier paso.'],
  ],
  employers: [
    ['Presente la solicitud de grupo', 'Complete la solicitud de grupo; su representante configura su portal de inscripción.'],
    ['Comparta su código', 'Dé a sus empleados el código de inscripción del grupo o el enlace al sitio propio de su grupo.'],
    ['Siga la inscripción', 'Inicie sesión en el panel del grupo para ver quién se ha inscrito y en qué planes.'],
  ],
};
