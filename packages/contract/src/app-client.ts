/**
 * The header the store's own clients (the web app, the CLI: adapters-http's api-client) send with every call. A GET
 * that changes something (remove-plan-from-cart, a GET by the spec) is refused unless the request carries it or the
 * browser says it comes from the site's own pages (`Sec-Fetch-Site: same-origin`, or an `Origin` of the site): a link
 * or an image on another site cannot add a header of its own (docs/adr/0007-trusted-proxies-and-app-requests.md).
 */
export const AppClientHeader = { name: 'x-requested-with', value: 'BenefitStore' } as const;
