export { createSupportToken, listSupportTokens, revokeSupportTokens, hashSupportToken, type SupportStaff, type SupportTokenRow } from './token-store.ts';
export { FINISHED_STATUSES, isFinished } from './support-store.ts';
