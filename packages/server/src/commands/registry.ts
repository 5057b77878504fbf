import type * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import type { NewEnrollmentCommand, OwnedEnrollmentCommand } from './command.ts';

/** Commands of every payload type, as a registry holds them. */
// A command's plan type is both what check returns and what apply takes, so no type but any admits them all.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnyOwnedCommand = OwnedEnrollmentCommand<any, any, any>;
export type AnyCommand = AnyOwnedCommand | NewEnrollmentCommand<any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * What support replay needs to know of a command beyond the command itself (docs/adr/0800): which wizard tab it
 * saves (replay runs them in tab order; `--from TAB` starts there), and where its payload comes from. By default
 * a replay re-runs the command's latest journaled payload; a command whose payload holds personal data (the
 * journal keeps that masked) says how to rebuild the payload from what the enrollment has saved.
 */
export interface ReplayHow {
  /** The wizard tab (`primary_info`, `review_info`, ...) the command saves, if it saves one. */
  readonly tab?: string;
  /** Never replayed (starting an enrollment, tracking a visit): false. */
  readonly replayable?: boolean;
  /** The payload to re-run, from the enrollment's saved state; undefined when nothing is saved to re-run. */
  readonly payloadFromSaved?: (tx: Queryable, enrollment: EnrollmentRow) => Promise<unknown>;
  /**
   * The codec the door decodes the command's request with (the route's body, when the body is the payload). A
   * payload replay rebuilt or took from the journal is decoded by it first, as the door would decode the request,
   * so the command runs on exactly what its save accepts (`holiday_policy.Standard_6: 1` becomes `'1'`); one the
   * codec refuses is a refused step with the door's field errors.
   */
  readonly request?: t.Mixed;
}

export interface RegisteredCommand {
  readonly type: string;
  readonly command: AnyCommand;
  readonly replay: ReplayHow;
}

/**
 * Every command the server runs, by type: the door registers each command it serves, so a command added
 * later (the wizard's tabs, the cart) is known to support replay without support code changing. A command
 * may say more with `describeReplay` (its tab, its payload source).
 */
export interface CommandRegistry {
  register(command: AnyCommand, replay?: ReplayHow): void;
  /** Adds to what a command says about replay (its tab, how to rebuild its payload); may come before or after register. */
  describeReplay(type: string, replay: ReplayHow): void;
  byType(type: string): RegisteredCommand | undefined;
  all(): readonly RegisteredCommand[];
}

export const commandRegistry = (): CommandRegistry => {
  const commands = new Map<string, AnyCommand>();
  const replays = new Map<string, ReplayHow>();
  const entry = (type: string): RegisteredCommand | undefined => {
    const command = commands.get(type);
    if (!command) return undefined;
    // Replayed: commands on an enrollment that save a wizard tab, and those that say they may be (setting the filter
    // again is harmless; adding or removing a cart line again is not). Starting an enrollment never is.
    const replayable = command.target === 'owned' && (command.replayable ?? command.tab !== undefined);
    return { type, command, replay: { replayable, ...(command.tab !== undefined ? { tab: command.tab } : {}), ...replays.get(type) } };
  };
  return {
    register(command, replay) {
      const known = commands.get(command.type);
      if (known && known !== command) throw new Error(`two commands have the type ${command.type}`);
      commands.set(command.type, command);
      if (replay) replays.set(command.type, { ...replays.get(command.type), ...replay });
    },
    describeReplay(type, replay) {
      replays.set(type, { ...replays.get(type), ...replay });
    },
    byType: entry,
    all: () => [...commands.keys()].flatMap((type) => entry(type) ?? []),
  };
};
