import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { Nullable, row } from '../db/rows.ts';

/** An account that signs in, with what its principal is made of: its rep, or its group and the group's rep. */
export const AccountRow = t.type({
  account_id: t.string,
  password_hash: t.string,
  role: t.keyof({ rep: null, group: null }),
  agent_id: Nullable(t.string),
  group_id: Nullable(t.string),
  display_name: t.string,
  first_name: Nullable(t.string),
  last_name: Nullable(t.string),
  gname: Nullable(t.string),
  group_agent_id: Nullable(t.string),
});
export type AccountRow = t.TypeOf<typeof AccountRow>;

export const accountByEmail = (db: Queryable, email: string) =>
  row(
    db,
    AccountRow,
    `SELECT a.account_id, a.password_hash, a.role, a.agent_id, a.group_id, a.display_name,
            ag.first_name, ag.last_name, g.gname, g.agent_id AS group_agent_id
       FROM accounts a
       LEFT JOIN agents ag ON ag.agent_id = a.agent_id
       LEFT JOIN groups g ON g.gid = a.group_id
      WHERE lower(a.email) = $1`,
    [email],
  );
