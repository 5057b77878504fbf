import type { FastifyRequest } from 'fastify';
import { Messages, parseDurationMinutes } from '@benefit-store/domain';
import { SupportRoutes } from '@benefit-store/contract';
import { answer, tellVersion, type Answer, type Door } from '../http/door.ts';
import { inspectEnrollment, listStuck, replayEnrollment, type SupportDeps } from './support-service.ts';
import { rejectedByCarriers } from '../carriers/carrier-file-store.ts';
import { bearerToken, staffForToken, type SupportStaff } from './token-store.ts';

/** `older_than` when the caller gives none. */
export const DEFAULT_OLDER_THAN_MINUTES = 60;

/** /api/v1/support/*: support staff with a live personal token only (401 otherwise); every call journaled. */
export const registerSupportRoutes = (door: Door, deps: SupportDeps) => {
  const asStaff =
    <C extends { readonly request: FastifyRequest; readonly reply: { header(name: string, value: string): unknown } }>(handler: (call: C, staff: SupportStaff) => Promise<Answer>) =>
    async (call: C): Promise<Answer> => {
      const token = bearerToken(call.request.headers.authorization);
      const staff = token ? await staffForToken(deps.db, token, deps.now()) : undefined;
      if (!staff) {
        call.reply.header('www-authenticate', 'Bearer realm="benefit-store-support"');
        return answer.fail(401, { authorization: Messages.supportTokenRequired });
      }
      if (staff.role !== 'support') return answer.fail(403, { authorization: Messages.supportStaffOnly });
      return handler(call, staff);
    };

  door.route(
    SupportRoutes.stuck,
    { session: 'none' },
    asStaff(async ({ query }, staff) => {
      const minutes = query.older_than === undefined ? DEFAULT_OLDER_THAN_MINUTES : parseDurationMinutes(query.older_than);
      if (minutes === undefined) return answer.fail(422, { older_than: Messages.invalidDuration });
      const enrollments = await listStuck(deps, staff, minutes);
      const rejections = (await rejectedByCarriers(deps.db)).map((r) => ({ enrollment_id: r.enrollment_id, carrier: r.carrier_name, file_name: r.file_name, errors: r.errors, answered_at: r.answered_at }));
      return answer.ok({ older_than_minutes: minutes, enrollments, carrier_rejections: rejections });
    }),
  );

  door.route(
    SupportRoutes.inspect,
    { session: 'none' },
    asStaff(async ({ params, reply }, staff) => {
      const inspected = await inspectEnrollment(deps, staff, params.id);
      if (inspected.isErr()) return answer.refused(inspected.error);
      tellVersion(reply, inspected.value.version);
      return answer.ok(inspected.value);
    }),
  );

  door.route(
    SupportRoutes.replay,
    { session: 'none' },
    asStaff(async ({ params, body, basedOn }, staff) => {
      const dryRun = body.dry_run === '1' || body.dry_run === 'true';
      const replayed = await replayEnrollment(deps, staff, params.id, {
        dryRun,
        ...(body.from !== undefined ? { from: body.from } : {}),
        ...(basedOn !== undefined ? { basedOn } : {}),
      });
      return replayed.isOk() ? answer.ok(replayed.value) : answer.refused(replayed.error);
    }),
  );
};
