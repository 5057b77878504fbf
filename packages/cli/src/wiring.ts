import { apiClient, contextHeaders, httpAuthGateway, httpFilterGateway, httpMemberDirectory, httpOutboxReader, httpPlanCatalog } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { calendarDateOf } from '@benefit-store/domain';
import { browsePlans, listCurrentMembers, listOutboxMail, showOutboxMail, signIn, signOut, submitQuoteFilter, type Clock } from '@benefit-store/ports';
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
    },
    /** Writes the cookie and the client values back, so the next command continues this enrollment. */
    persist() {
      stored.saveCookies(jar.toJSON());
      stored.save();
    },
  };
};

export type Wiring = ReturnType<typeof wire>;
