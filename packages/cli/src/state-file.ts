import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SessionKey, SessionStore } from '@benefit-store/ports';

/** What the CLI remembers between runs for one API: the server's session cookie and the client values. */
interface ApiState {
  cookies: Record<string, string>;
  values: Partial<Record<SessionKey, string>>;
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
  const state: ApiState = all[apiUrl] ?? { cookies: {}, values: {} };
  const save = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ ...readAll(path), [apiUrl]: state }, null, 2), { mode: 0o600 });
  };
  const session: SessionStore = {
    get: (key) => state.values[key],
    set: (key, value) => {
      state.values[key] = value;
    },
    remove: (key) => {
      delete state.values[key];
    },
    clear: () => {
      state.values = {};
    },
  };
  return {
    session,
    cookies: state.cookies,
    saveCookies(cookies: Record<string, string>) {
      state.cookies = cookies;
    },
    save,
  };
};
