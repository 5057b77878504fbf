import { supportPropertySuite } from '../support/support-property.ts';

// The bounded sample of `npm test`; the 200 runs are tests/reliability/support-property.reliability.test.ts.
supportPropertySuite(Number(process.env.SUPPORT_PROPERTY_RUNS ?? 4));
