// Core values
export * from './context.ts';
export * from './date-input.ts';
export * from './dates.ts';
export * from './duration.ts';
export * from './errors.ts';
export * from './form.ts';
export * from './gender.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './i18n/index.ts';
export * from './payload.ts';
export * from './tier.ts';
export * from './values.ts';
export * from './zip.ts';
// Site shell and start pages
export * from './context/navigation.ts';
export * from './context/site-owner.ts';
export * from './context/start-choices.ts';
// Reps, groups and current members
export * from './members/member-types.ts';
export * from './members/member-table.ts';
// Assistant chat
export * from './assistant/chat.ts';
// Plans, filter, cart, questions, quotes
export * from './filter/dependents-dialog.ts';
export * from './filter/quote-filter.ts';
export * from './plans.ts';
export * from './plans/pricing-errors.ts';
export * from './money.ts';
export * from './cart/cart.ts';
export * from './questions/aflac-questions.ts';
export * from './questions/plan-questions.ts';
export * from './quote/quote-form.ts';
export * from './quote/quote-link.ts';
export * from './quote/quote-slides.ts';
// Plans page, plan page and plan compare (web app, docs/adr/0612)
export * from './filter/quote-details.ts';
export * from './plans/plan-page.ts';
export * from './plans/plan-compare.ts';
// Enrollment wizard
export * from './wizard/agreement.ts';
export * from './wizard/beneficiaries.ts';
export * from './wizard/billing.ts';
export * from './wizard/contact.ts';
export * from './wizard/dependents.ts';
export * from './wizard/employer.ts';
export * from './wizard/enroller-code.ts';
export * from './wizard/health.ts';
export * from './wizard/masking.ts';
export * from './wizard/personal.ts';
export * from './wizard/receipt.ts';
export * from './wizard/save-later.ts';
export * from './wizard/tabs.ts';
export * from './enrollment/temp-enrollment.ts';
export * from './sites/site-setup.ts';
export * from './catalogue/catalogue-document.ts';
// Carrier files: the X12 834 we send, its rules, the 999/TA1 that answers
export * from './carriers/x12-834.ts';
export * from './carriers/x12-rules.ts';
export * from './carriers/x12-ack.ts';
export * from './carriers/carrier-enrollment.ts';
export * from './carriers/enrollment-json.ts';
export * from './carriers/carrier-standing.ts';
