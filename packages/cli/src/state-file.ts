import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { recordSessionStore } from '@benefit-store/ports';

/**
 * What the CLI remembers between runs for one API: the server's session cookie and the client values, under
 * their 'group.field' names ("quote.tempId", "site.agentId"; docs/adr/0503).
 */
interface ApiState {
  cookies: Record<string, string>;
  session: Record<string, string>;
  /** The script of the last `enroll` run (absolute path): `enroll --resume` without --script continues it. */
  script?: string;
}

export const defaultStatePath = () => process.env.BENEFIT_STORE_CLI_STATE ?? join(homedir(), '.benefit-store', 'cli-state.json');

const readAll = (path: string): Record<string, ApiState> => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ApiState>;
  } catch {
    return {};
  }
};

/**
 * A SessionStore backed by a JSON file (mode 0600: it holds a session cookie), keyed by API URL so that
 * scripts against several servers do not mix their enrollments.
 */
export const fileState = (path: string, apiUrl: string) => {
  const all = readAll(path);
  // Built afresh so that a state file written before the session groups drops its spec-named `values`.
  const stored = all[apiUrl];
  const state: ApiState = { cookies: stored?.cookies ?? {}, session: stored?.session ?? {}, ...(typeof stored?.script === 'string' ? { script: stored.script } : {}) };
  const save = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ ...readAll(path), [apiUrl]: state }, null, 2), { mode: 0o600 });
  };
  const session = recordSessionStore(state.session);
  return {
    session,
    cookies: state.cookies,
    saveCookies(cookies: Record<string, string>) {
      state.cookies = cookies;
    },
    script: (): string | undefined => state.script,
    saveScript(path: string) {
      state.script = path;
    },
    save,
  };
};
