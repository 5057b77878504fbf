import type * as t from 'io-ts';
import { WizardRoutes } from '@benefit-store/contract';
import type { CommandRegistry } from '../commands/registry.ts';
import type { Queryable } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import type { SectionColumn } from '../repository/sections.ts';
import { sectionView } from './wizard-commands.ts';
import { readSections } from '../repository/wizard-store.ts';

/**
 * How support replay re-runs the wizard's part-1 saves (docs/adr/0800): from the section the enrollment holds
 * (saved, or a Save & Continue Later draft), never from the journal, which keeps personal data masked. The payload
 * is the section as a response shows it, SSNs masked: each save resolves a masked SSN to the one it has stored
 * for that person (docs/adr/0710), so nothing is decrypted here and nothing new is made up. The section is stored
 * as the save's rules left it (holiday flags as numbers, texts added to health answers), so replay decodes the payload
 * with the step's own request codec, as the door decodes the request (`request`).
 */
const STEPS: readonly (readonly [type: string, tab: string, column: SectionColumn, request: t.Mixed])[] = [
  ['save-personal-info', 'primary_info', 'primary_info', WizardRoutes.savePersonalInfo.request.body],
  ['save-contact-info', 'contact_info', 'contact_info', WizardRoutes.saveContactInfo.request.body],
  ['save-employer-info', 'employer_info', 'employer_info', WizardRoutes.saveEmployerInfo.request.body],
  ['save-beneficiary-info', 'beneficiary_info', 'beneficiary_info', WizardRoutes.saveBeneficiaryInfo.request.body],
  ['save-primary-health-info', 'primary_health_info', 'health_info', WizardRoutes.savePrimaryHealthInfo.request.body],
  ['save-dependent-info', 'dependent_info', 'dependent_info', WizardRoutes.saveDependentInfo.request.body],
];

const fromSection = (column: SectionColumn) => async (db: Queryable, enrollment: EnrollmentRow) => {
  const section = (await readSections(db, enrollment.id))[column];
  return section ? { enrollment_id: enrollment.id, ...sectionView(column, section.data) } : undefined;
};

export const describeWizardReplay = (registry: CommandRegistry): void => {
  for (const [type, tab, column, request] of STEPS) registry.describeReplay(type, { tab, replayable: true, payloadFromSaved: fromSection(column), request });
  // An add or edit in the dependents popup is part of the dependents step: replay runs the step's own save.
  registry.describeReplay('save-dependent-info-to-temp', { replayable: false });
};
