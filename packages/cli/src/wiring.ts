import {
  apiClient,
  contextHeaders,
  httpAuthGateway,
  httpCart,
  httpFilterGateway,
  httpMemberDirectory,
  httpOutboxReader,
  httpPlanCatalog,
  httpPlanDetails,
  httpQuotes,
  httpSupportDesk,
} from '@benefit-store/adapters-http';
import { supportAuthorization } from '@benefit-store/contract';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { calendarDateOf } from '@benefit-store/domain';
import {
  addPlanToCart,
  browsePlans,
  checkOutCart,
  findStuckEnrollments,
  inspectEnrollment,
  listCurrentMembers,
  listOutboxMail,
  loadCart,
  loadEffectiveDates,
  openPlanDetail,
  previewQuote,
  pricePlan,
  removePlanFromCart,
  replayEnrollment,
  sendQuote,
  showOutboxMail,
  signIn,
  signOut,
  startCheckout,
  submitQuoteFilter,
  type Clock,
} from '@benefit-store/ports';
import { fileState } from './state-file.ts';

export interface GlobalOptions {
  readonly api: string;
  readonly state: string;
}

/** The CLI's composition root: the same use cases the web app runs, over undici and a state file. */
export const wire = (options: GlobalOptions) => {
  const apiUrl = options.api.replace(/\/$/, '');
  const stored = fileState(options.state, apiUrl);
  const jar = cookieJar(stored.cookies);
  const session = stored.session;
  const api = apiClient(undiciTransport(apiUrl, jar), contextHeaders(session));
  const clock: Clock = { today: () => calendarDateOf(new Date()) };
  return {
    session,
    useCases: {
      submitQuoteFilter: submitQuoteFilter({ filters: httpFilterGateway(api), session, clock }),
      browsePlans: browsePlans({ plans: httpPlanCatalog(api), session }),
      signIn: signIn({ auth: httpAuthGateway(api), session }),
      signOut: signOut({ auth: httpAuthGateway(api), session }),
      listCurrentMembers: listCurrentMembers({ members: httpMemberDirectory(api), session }),
      listOutboxMail: listOutboxMail({ outbox: httpOutboxReader(api) }),
      showOutboxMail: showOutboxMail({ outbox: httpOutboxReader(api) }),
      openPlanDetail: openPlanDetail({ plans: httpPlanDetails(api), session }),
      pricePlan: pricePlan({ plans: httpPlanDetails(api), session }),
      addPlanToCart: addPlanToCart({ cart: httpCart(api), session }),
      removePlanFromCart: removePlanFromCart({ cart: httpCart(api), session }),
      loadCart: loadCart({ cart: httpCart(api), session }),
      loadEffectiveDates: loadEffectiveDates({ cart: httpCart(api), session }),
      startCheckout: startCheckout({ cart: httpCart(api), session }),
      checkOutCart: checkOutCart({ cart: httpCart(api), session }),
      previewQuote: previewQuote({ quotes: httpQuotes(api), session }),
      sendQuote: sendQuote({ quotes: httpQuotes(api), session }),
    },
    /** The support use cases, calling as the staff member whose personal token this is (no cookie, no client values). */
    support(token: string) {
      const desk = httpSupportDesk(apiClient(undiciTransport(apiUrl, cookieJar({})), () => supportAuthorization(token)));
      return {
        findStuckEnrollments: findStuckEnrollments({ desk }),
        inspectEnrollment: inspectEnrollment({ desk }),
        replayEnrollment: replayEnrollment({ desk }),
      };
    },
    /** Writes the cookie and the client values back, so the next command continues this enrollment. */
    persist() {
      stored.saveCookies(jar.toJSON());
      stored.save();
    },
  };
};

export type Wiring = ReturnType<typeof wire>;
