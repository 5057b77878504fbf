import type { Twin } from '@benefit-store/domain';
import type { HowToSteps } from '../../shell/shell-texts.ts';

/** HowToSteps in Spanish (docs/glossary-es.md holds the terms). */
export const HowToStepsEs: Twin<typeof HowToSteps> = {
  members: [
    ['Open your store', 'Use your representative’s access code, or your employer’s group enrollment code.'],
    ['Get a quote', 'Enter your ZIP code, gender, coverage tier and date of birth, then press Submit.'],
    ['Choose your plans', 'Compare plans by category and add the ones you want to your cart.'],
    ['Enroll', 'Complete the enrollment steps; you can save and continue later at any step.'],
  ],
  employers: [
    ['Apply as a group', 'Complete the group application; your representative sets up your enrollment portal.'],
    ['Share your code', 'Give employees your group enrollment code, or the link to your group’s own site.'],
    ['Follow enrollment', 'Sign in to the group dashboard to see who has enrolled and in which plans.'],
  ],
};
