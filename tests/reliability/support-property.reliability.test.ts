import { supportPropertySuite } from '../support/support-property.ts';

// `npm run test:reliability`: the support property of issue 21 section 1 over 200 random enrollments (or SUPPORT_PROPERTY_RUNS).
supportPropertySuite(Number(process.env.SUPPORT_PROPERTY_RUNS ?? 200));
