import * as t from 'io-ts';
import { Id, OptionalId } from './fields.ts';
import { api, benefit, query } from './routes.ts';
import {
  ContinueEnrollmentRequest,
  SaveBeneficiaryInfoRequest,
  SaveContactInfoRequest,
  SaveDependentInfoRequest,
  SaveEmployerInfoRequest,
  SaveEnrollerCodeRequest,
  SavePersonalInfoRequest,
  SavePrimaryHealthInfoRequest,
  ValidateEmailRequest,
  ValidatePhoneQuery,
  ValidateSingleBeneficiaryRequest,
  ValidateSingleDependentRequest,
} from './wizard.ts';

const enrollment = query({ enrollment_id: Id });
const enrollmentBody = { body: t.type({ enrollment_id: Id }) };

/**
 * The wizard's steps personal, contact, employer, beneficiary, health and dependents, and continuing a
 * saved enrollment (doc 002 section 7), spelled as the wire spells them. save-enrollment (save for later)
 * has its own table, shared with the later steps: save-enrollment.ts.
 */
export const WizardRoutes = {
  // Field definitions
  getFormFieldsPersonalInfo: api('GET', '/get-form-fields-personal-info', enrollment),
  getFormFieldsContactInfo: api('GET', '/get-form-fields-contact-info', enrollment),
  getFormFieldsEmployerInfo: api('GET', '/get-form-fields-employer-info', enrollment),
  getFormFieldsBeneficiaryInfo: api('GET', '/get-form-fields-beneficiary-info', enrollment),
  getFormFieldsDependentPrimaryInfo: api('GET', '/get-form-fields-dependent-primary-info', enrollment),
  // Option lists
  getEthnicCategory: api('GET', '/get-ethnic-category'),
  getStates: api('GET', '/get-states'),
  getAverageWorkWeek: api('GET', '/get-average-work-week'),
  getEmploymentStatus: api('GET', '/get-employment-status'),
  getCompensationTypes: api('GET', '/get-compensation-types'),
  getVacationPolicy: api('GET', '/get-vacation-policy'),
  getBargainingUnit: api('GET', '/get-bargaining-unit'),
  getHolidayPolicy: api('GET', '/get-holiday-policy', query({ enrollment_id: OptionalId })),
  getBeneficiaryRelationships: api('GET', '/get-beneficiary-relationships'),
  getGroupInfo: api('GET', '/get-group-info', enrollment),
  // Personal
  savePersonalInfo: api('POST', '/save-personal-info', { body: SavePersonalInfoRequest }),
  saveEnrollerCode: api('POST', '/save-enroller-code', { body: SaveEnrollerCodeRequest }),
  checkEnrollCode: benefit('GET', '/check-enroll-code', query({ enrollment_id: Id })),
  // Contact
  saveContactInfo: api('POST', '/save-contact-info', { body: SaveContactInfoRequest }),
  validateMemberEmail: api('POST', '/validate-member-email', { body: ValidateEmailRequest }),
  validatePhoneNumverify: api('GET', '/validate-phone-numverify', { query: ValidatePhoneQuery }),
  validateEmailNeverbounce: api('POST', '/validate-email-neverbounce', { body: ValidateEmailRequest }),
  // Employer
  saveEmployerInfo: api('POST', '/save-employer-info', { body: SaveEmployerInfoRequest }),
  // Beneficiaries
  getBeneficiariesExistingUserEnrollment: api('GET', '/get-beneficiaries-existing-user-enrollment', enrollment),
  validateSingleBeneficiary: api('POST', '/validate-single-beneficiary', { body: ValidateSingleBeneficiaryRequest }),
  saveBeneficiaryInfo: api('POST', '/save-beneficiary-info', { body: SaveBeneficiaryInfoRequest }),
  // Health
  getHealthQuestionsPrimaryHealthInfo: api('GET', '/get-health-questions-primary-health-info', enrollment),
  getExistingPrimaryHealthInfo: api('GET', '/get-existing-primary-health-info', enrollment),
  savePrimaryHealthInfo: api('POST', '/save-primary-health-info', { body: SavePrimaryHealthInfoRequest }),
  // Dependents
  getDependentsExistingUserEnrollment: api('GET', '/get-dependents-existing-user-enrollment', enrollment),
  getHealthQuestionsDependentInfo: api('GET', '/get-health-questions-dependent-info', enrollment),
  validateSingleDependent: api('POST', '/validate-single-dependent', { body: ValidateSingleDependentRequest }),
  saveDependentInfo: api('POST', '/save-dependent-info', { body: SaveDependentInfoRequest }),
  saveDependentInfoToTemp: api('POST', '/save-dependent-info-to-temp', { body: SaveDependentInfoRequest }),
  deleteDependentInIO: api('POST', '/delete-dependent-in-IO', enrollmentBody),
  // Continue a saved enrollment with its code and e-mail
  continueEnrollment: api('POST', '/continue-enrollment', { body: ContinueEnrollmentRequest }),
} as const;

export type WizardRouteName = keyof typeof WizardRoutes;

