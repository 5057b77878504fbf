import { err, ok, type Result } from 'neverthrow';
import { Messages } from '@benefit-store/domain';
import { SaveEnrollmentRoutes, type SaveEnrollmentRequest } from '@benefit-store/contract';
import { ownedEnrollmentCommand, refuse, type OwnedContext, type Refusal } from '../commands/command.ts';
import { answer, type Answer, type Door } from '../http/door.ts';

/**
 * POST save-enrollment is one route for several tabs (the quote of the cart, the wizard's save-later tabs):
 * a table maps each `tab` to its entry, a command's check and apply plus what the wire answers. The route runs
 * one command, 'save-enrollment', through the door (ownership, one transaction, the journal with the tab in
 * its payload) and hands the request to the tab's entry. Each feature contributes its entries; app.ts merges
 * the tables. An unknown tab is refused on the field `tab`.
 */
export interface SaveEnrollmentTab<Plan = unknown, Output = unknown> {
  readonly check: (context: OwnedContext<SaveEnrollmentRequest>) => Promise<Result<Plan, Refusal>>;
  readonly apply: (context: OwnedContext<SaveEnrollmentRequest>, plan: Plan) => Promise<Output>;
  readonly answer: (output: Output) => Answer;
}

/** Builds an entry with its plan and output types checked together. */
export const saveEnrollmentTab = <Plan, Output>(entry: SaveEnrollmentTab<Plan, Output>): SaveEnrollmentTab => entry as unknown as SaveEnrollmentTab;

export type SaveEnrollmentTable = Readonly<Record<string, SaveEnrollmentTab>>;

/** The request as a tab sees it. */
export type SaveEnrollmentPayload = SaveEnrollmentRequest;

export interface SaveEnrollmentOutput {
  readonly enrollmentId: string;
  /** What the wire answers in `data`. */
  readonly data: unknown;
  /** Saved, but something the tab also does was refused (a mail over its limit): the wire answers this refusal. */
  readonly refused?: Refusal;
}

/** A tab written as a command of its own (check and apply over the payload), answering its output's data. */
export const commandTab = <Plan>(command: {
  readonly check: (context: OwnedContext<SaveEnrollmentPayload>) => Promise<Result<Plan, Refusal>>;
  readonly apply: (context: OwnedContext<SaveEnrollmentPayload>, plan: Plan) => Promise<SaveEnrollmentOutput>;
}): SaveEnrollmentTab =>
  saveEnrollmentTab({ check: command.check, apply: command.apply, answer: (output) => (output.refused ? answer.refused(output.refused) : answer.ok(output.data)) });

export const saveEnrollmentCommand = (tabs: SaveEnrollmentTable) =>
  ownedEnrollmentCommand<SaveEnrollmentPayload>()({
    type: 'save-enrollment',
    check: async (context) => {
      const tab = Object.hasOwn(tabs, context.payload.tab) ? tabs[context.payload.tab] : undefined;
      if (!tab) return err(refuse({ tab: context.payload.tab === '' ? Messages.fieldRequired : Messages.unknownSaveTab }));
      const plan = await tab.check(context);
      return plan.isOk() ? ok({ tab, plan: plan.value }) : err(plan.error);
    },
    apply: async (context, { tab, plan }) => ({ tab, output: await tab.apply(context, plan) }),
  });

/** Links in the mail a tab sends are the enrollment's site's (sites/site-links.ts), never the request's Host. */
export const registerSaveEnrollment = (door: Door, tabs: SaveEnrollmentTable) =>
  door.command(
    SaveEnrollmentRoutes.saveEnrollment,
    saveEnrollmentCommand(tabs),
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    ({ tab, output }) => tab.answer(output),
  );
