import type { FastifyRequest } from 'fastify';
import { err, ok, type Result } from 'neverthrow';
import {
  mergeFieldErrors,
  Messages,
  parseGroupChanges,
  parseLogoImage,
  parseNewGroup,
  parseNewPassword,
  parseUserInvite,
  parseNewRep,
  parseRepChanges,
  parseSiteHost,
  parseUsDateText,
  type FieldErrors,
  type GroupSetup,
  type LogoImageKind,
  type RepSetup,
  writeCatalogueDocument,
} from '@benefit-store/domain';
import { AccountRoutes, OperatorRoutes, WireGroupSite, WireRepSite } from '@benefit-store/contract';
import type { Actor } from '../commands/command.ts';
import { appendJournal } from '../commands/journal.ts';
import type { Database, Queryable } from '../db/database.ts';
import { row } from '../db/rows.ts';
import { enqueueMail, renderMail, type MailSeal } from '../mail/index.ts';
import { mailFormatsOf, mailTextsOf } from '../mail/mail-language.ts';
import { languageOf } from '../http/language.ts';
import { storeSiteImage } from '../media/site-images-store.ts';
import { hashPassword } from '../security/passwords.ts';
import { mailBrandOf, type PublicAddress } from '../sites/site-links.ts';
import { accountRefByEmail, createInvite, insertInvitedAccount, liveInvite, useInvite } from './account-invite-store.ts';
import { answer, type Answer, type Door } from '../http/door.ts';
import { bearerToken, staffActor, staffForToken, type SupportStaff } from '../support/token-store.ts';
import { catalogueVersion, readCatalogueDocument } from './catalogue-document-store.ts';
import { importCatalogue } from './catalogue-import.ts';
import { applyCarrierAnswer } from '../carriers/carrier-ack.ts';
import { exportCarrierFiles, type CarrierExport } from '../carriers/carrier-export.ts';
import { carrierExists, carrierFileById, markCarrierFileDelivered } from '../carriers/carrier-file-store.ts';
import type { X12Sender } from '../carriers/x12-sender.ts';
import type { Pii } from '../security/pii.ts';
import {
  groupOwnPortal,
  groupRefByCode,
  hostTaken,
  insertGroup,
  insertRep,
  landingUrlTaken,
  plansOnlyThrough,
  repByCode,
  setGroupHost,
  setGroupLogo,
  setPortalPlans,
  setRepDisabled,
  setRepLogo,
  siteCodeTaken,
  unknownPlanIds,
  updateGroup,
  updateRep,
} from './site-setup-store.ts';

export interface OperatorDeps {
  readonly db: Database;
  readonly now: () => Date;
  /** Seals the invitation mail's body in the outbox (docs/adr/0702). */
  readonly mailSeal: MailSeal;
  readonly publicAddress: PublicAddress;
  /** Unseals SSNs for carrier files and seals a file's text until it is delivered. */
  readonly pii: Pii;
  /** The agency's own trading-partner id in carrier files (docs/adr/0803-carrier-files.md). */
  readonly x12Sender: X12Sender;
}

/** The first instant (UTC) of a day written MM/DD/YYYY. */
const dayStart = (day: string): Date => {
  const [month = 1, date = 1, year = 1970] = day.split('/').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
};

/** A change refused by what the data says (a code or address taken, a rep unknown): journaled, answered 4xx. */
class Refused extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    readonly fields: FieldErrors,
  ) {
    super('refused');
  }
}

type Logo = LogoImageKind & { readonly bytes: Uint8Array };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The logo a body carries as base64, read once: what it is by its bytes (the domain's rule), or why not. */
const readLogo = (base64: string | undefined): Result<Logo | undefined, FieldErrors> => {
  if (base64 === undefined) return ok(undefined);
  const compact = base64.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 !== 0) return err({ logo: Messages.invalidLogo });
  const bytes = new Uint8Array(Buffer.from(compact, 'base64'));
  return parseLogoImage(bytes).map((kind) => ({ ...kind, bytes }));
};

/** Every problem of a body at once: its fields' and its logo's. */
const problemsOf = (...results: readonly Result<unknown, FieldErrors>[]): FieldErrors | undefined => {
  const fields = mergeFieldErrors(...results.map((r) => (r.isErr() ? r.error : {})));
  return Object.keys(fields).length > 0 ? fields : undefined;
};

/** A journal payload without the logo's bytes: the file is named by its hash in the data anyway. */
const withoutLogo = <B extends { readonly logo?: string | undefined }>({ logo, ...rest }: B) => ({ ...rest, ...(logo !== undefined ? { logo: '(image)' } : {}) });

// The answers are the rows as the wire carries them: decoded with the contract's codecs.
const repSite = async (db: Queryable, agentId: string): Promise<WireRepSite> => {
  const found = await row(
    db,
    WireRepSite,
    `SELECT agent_id, agent_code AS code, display_name, landing_url, brand_color, landing_variant AS quote_form, logo, disabled_at IS NOT NULL AS disabled
     FROM agents WHERE agent_id = $1`,
    [agentId],
  );
  if (!found) throw new Error(`rep ${agentId} vanished inside its own transaction`);
  return found;
};

const groupSite = async (db: Queryable, gid: string): Promise<WireGroupSite> => {
  const found = await row(
    db,
    WireGroupSite,
    `SELECT g.gid, g.gcode AS code, g.gname AS employer, a.agent_code AS rep_code, g.default_platform_group_id AS portal_id,
       g.landing_url, g.custom_domain, g.brand_color, g.logo, g.payment_method AS billing_mode,
       ARRAY(SELECT pl.plan_id FROM plans pl WHERE $2::text = ANY(pl.portal_ids) ORDER BY pl.plan_id) AS plans
     FROM groups g JOIN agents a ON a.agent_id = g.agent_id WHERE g.gid = $1`,
    [gid, (await groupOwnPortal(db, gid)) ?? null],
  );
  if (!found) throw new Error(`group ${gid} vanished inside its own transaction`);
  return found;
};

/**
 * /api/v1/admin/*: the agency's operators set up reps, groups and hosts (docs/adr/0801-operators.md). An operator's
 * token only: 401 without a valid token, 403 for a support token or a signed-in rep or group administrator. Each
 * change runs in one transaction with its journal line (accepted or refused, with the operator's name); the
 * domain's site-setup rules check the values, the data checks what is taken.
 */
export const registerOperatorRoutes = (door: Door, deps: OperatorDeps) => {
  type Handler<C> = (call: C, operator: SupportStaff) => Promise<Answer>;
  const asOperator =
    <C extends { readonly request: FastifyRequest; readonly reply: { header(name: string, value: string): unknown }; readonly actor?: Actor | undefined }>(
      handler: Handler<C>,
    ) =>
    async (call: C): Promise<Answer> => {
      const token = bearerToken(call.request.headers.authorization);
      const staff = token ? await staffForToken(deps.db, token, deps.now()) : undefined;
      if (staff?.role === 'operator') return handler(call, staff);
      if (staff) return answer.fail(403, { authorization: Messages.operatorsOnly });
      if (call.actor?.kind === 'session' && call.actor.principal) return answer.fail(403, { authorization: Messages.operatorsOnly });
      call.reply.header('www-authenticate', 'Bearer realm="benefit-store-operators"');
      return answer.fail(401, { authorization: Messages.operatorTokenRequired });
    };

  /** Runs a change and its journal line in one transaction; a refusal is journaled on its own. */
  const change = async (operator: SupportStaff, type: string, payload: unknown, work: (tx: Queryable) => Promise<unknown>): Promise<Answer> => {
    const actor = staffActor(operator);
    try {
      const data = await deps.db.transaction(async (tx) => {
        const result = await work(tx);
        await appendJournal(tx, { enrollmentId: null, actor, type, payload, outcome: 'ok' });
        return result;
      });
      return answer.ok(data);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      await appendJournal(deps.db, { enrollmentId: null, actor, type, payload, outcome: 'rejected', detail: error.fields });
      return answer.fail(error.status, error.fields);
    }
  };

  const checkRepAvailable = async (tx: Queryable, rep: Partial<RepSetup>, agentId?: string) => {
    if (rep.code !== undefined && (await siteCodeTaken(tx, rep.code))) throw new Refused(409, { code: Messages.siteCodeTaken });
    if (rep.landingUrl && (await landingUrlTaken(tx, rep.landingUrl, agentId ? { agent: agentId } : {}))) throw new Refused(409, { landing_url: Messages.landingUrlTaken });
  };
  const checkGroupAvailable = async (tx: Queryable, group: Partial<GroupSetup>, gid?: string) => {
    if (group.code !== undefined && (await siteCodeTaken(tx, group.code))) throw new Refused(409, { code: Messages.siteCodeTaken });
    if (group.landingUrl && (await landingUrlTaken(tx, group.landingUrl, gid ? { group: gid } : {}))) throw new Refused(409, { landing_url: Messages.landingUrlTaken });
  };
  /** Exactly the plans given are offered through the group's own portal; an id no plan has is refused by name. */
  const offerPlans = async (tx: Queryable, gid: string, planIds: readonly string[] | undefined) => {
    if (planIds === undefined) return;
    const unknown = await unknownPlanIds(tx, planIds);
    if (unknown.length > 0) throw new Refused(422, { plans: Messages.plansUnknown(unknown.join(', ')) });
    const portalId = await groupOwnPortal(tx, gid);
    if (!portalId) throw new Refused(422, { plans: Messages.groupHasNoPortal });
    // A plan made for this group alone is not handed to the public by leaving it out.
    const onlyHere = await plansOnlyThrough(tx, portalId, planIds);
    if (onlyHere.length > 0) throw new Refused(422, { plans: Messages.plansOnlyHere(onlyHere.join(', ')) });
    await setPortalPlans(tx, portalId, planIds);
  };
  const repOf = async (tx: Queryable, code: string, field: string) => {
    const rep = await repByCode(tx, code);
    if (!rep) throw new Refused(field === 'code' ? 404 : 422, { [field]: Messages.repNotFound });
    return rep;
  };

  door.route(
    OperatorRoutes.addRep,
    { session: 'optional' },
    asOperator(async ({ body }, operator) => {
      const payload = withoutLogo(body);
      const parsed = parseNewRep(body);
      const logo = readLogo(body.logo);
      const problems = problemsOf(parsed, logo);
      if (problems || parsed.isErr() || logo.isErr()) return change(operator, 'admin-rep-add', payload, () => Promise.reject(new Refused(422, problems ?? {})));
      return change(operator, 'admin-rep-add', payload, async (tx) => {
        await checkRepAvailable(tx, parsed.value);
        const agentId = await insertRep(tx, parsed.value);
        if (logo.value) await setRepLogo(tx, agentId, await storeSiteImage(tx, logo.value));
        return repSite(tx, agentId);
      });
    }),
  );

  door.route(
    OperatorRoutes.updateRep,
    { session: 'optional' },
    asOperator(async ({ params, body }, operator) => {
      const payload = { code: params.code, ...withoutLogo(body) };
      const parsed = parseRepChanges(body);
      const logo = readLogo(body.logo);
      const problems = problemsOf(parsed, logo);
      if (problems || parsed.isErr() || logo.isErr()) return change(operator, 'admin-rep-update', payload, () => Promise.reject(new Refused(422, problems ?? {})));
      return change(operator, 'admin-rep-update', payload, async (tx) => {
        const rep = await repOf(tx, params.code, 'code');
        await checkRepAvailable(tx, parsed.value, rep.agent_id);
        await updateRep(tx, rep.agent_id, parsed.value);
        if (logo.value) await setRepLogo(tx, rep.agent_id, await storeSiteImage(tx, logo.value));
        return repSite(tx, rep.agent_id);
      });
    }),
  );

  door.route(
    OperatorRoutes.disableRep,
    { session: 'optional' },
    asOperator(async ({ params }, operator) =>
      change(operator, 'admin-rep-disable', { code: params.code }, async (tx) => {
        const rep = await repOf(tx, params.code, 'code');
        await setRepDisabled(tx, rep.agent_id, deps.now());
        return repSite(tx, rep.agent_id);
      }),
    ),
  );

  door.route(
    OperatorRoutes.addGroup,
    { session: 'optional' },
    asOperator(async ({ body }, operator) => {
      const payload = withoutLogo(body);
      const parsed = parseNewGroup(body);
      const logo = readLogo(body.logo);
      const problems = problemsOf(parsed, logo);
      if (problems || parsed.isErr() || logo.isErr()) return change(operator, 'admin-group-add', payload, () => Promise.reject(new Refused(422, problems ?? {})));
      const group = parsed.value;
      return change(operator, 'admin-group-add', payload, async (tx) => {
        const rep = await repOf(tx, group.repCode, 'rep_code');
        await checkGroupAvailable(tx, group);
        const { gid } = await insertGroup(tx, group, rep.agent_id);
        await offerPlans(tx, gid, group.plans);
        if (logo.value) await setGroupLogo(tx, gid, await storeSiteImage(tx, logo.value));
        return groupSite(tx, gid);
      });
    }),
  );

  door.route(
    OperatorRoutes.updateGroup,
    { session: 'optional' },
    asOperator(async ({ params, body }, operator) => {
      const payload = { code: params.code, ...withoutLogo(body) };
      const parsed = parseGroupChanges(body);
      const logo = readLogo(body.logo);
      const problems = problemsOf(parsed, logo);
      if (problems || parsed.isErr() || logo.isErr()) return change(operator, 'admin-group-update', payload, () => Promise.reject(new Refused(422, problems ?? {})));
      return change(operator, 'admin-group-update', payload, async (tx) => {
        const group = await groupRefByCode(tx, params.code);
        if (!group) throw new Refused(404, { code: Messages.groupNotFound });
        await checkGroupAvailable(tx, parsed.value, group.gid);
        const rep = parsed.value.repCode !== undefined ? await repOf(tx, parsed.value.repCode, 'rep_code') : undefined;
        await updateGroup(tx, group.gid, parsed.value, rep?.agent_id);
        await offerPlans(tx, group.gid, parsed.value.plans);
        if (logo.value) await setGroupLogo(tx, group.gid, await storeSiteImage(tx, logo.value));
        return groupSite(tx, group.gid);
      });
    }),
  );

  door.route(
    OperatorRoutes.addSiteDomain,
    { session: 'optional' },
    asOperator(async ({ body }, operator) => {
      const parsed = parseSiteHost(body.host);
      if (parsed.isErr()) return change(operator, 'admin-site-domain-add', body, () => Promise.reject(new Refused(422, parsed.error)));
      const host = parsed.value;
      return change(operator, 'admin-site-domain-add', body, async (tx) => {
        const group = await groupRefByCode(tx, body.group_code);
        if (!group) throw new Refused(422, { group_code: Messages.groupNotFound });
        if (await hostTaken(tx, host, group.gid)) throw new Refused(409, { host: Messages.siteHostTaken });
        await setGroupHost(tx, group.gid, host);
        return groupSite(tx, group.gid);
      });
    }),
  );

  door.route(
    OperatorRoutes.exportCatalogue,
    { session: 'optional' },
    asOperator(async () => {
      const version = await catalogueVersion(deps.db);
      return answer.ok({ version, document: writeCatalogueDocument(await readCatalogueDocument(deps.db)) });
    }),
  );

  door.route(
    OperatorRoutes.importCatalogue,
    { session: 'optional' },
    asOperator(async ({ body }, operator) => {
      const dryRun = body.dry_run === '1';
      const type = dryRun ? 'admin-catalogue-check' : 'admin-catalogue-import';
      return change(operator, type, { plans: Array.isArray(body.document.plans) ? body.document.plans.length : 0, dry_run: dryRun }, async (tx) => {
        const outcome = await importCatalogue(tx, body.document, dryRun);
        if ('problems' in outcome) throw new Refused(422, outcome.problems);
        const r = outcome.ok;
        return {
          changed: r.changed,
          dry_run: r.dryRun,
          version: r.version,
          carriers_added: [...r.carriersAdded],
          carriers_changed: [...r.carriersChanged],
          questions_added: [...r.questionsAdded],
          questions_changed: [...r.questionsChanged],
          plans_added: [...r.plansAdded],
          plans_changed: [...r.plansChanged],
          offers_added: [...r.offersAdded],
          offers_changed: [...r.offersChanged],
        };
      });
    }),
  );

  // Carrier files (docs/adr/0803-carrier-files.md): the journal names the files and counts, never their content.
  door.route(
    OperatorRoutes.exportCarrierFiles,
    { session: 'optional' },
    asOperator(async ({ body }, operator) => {
      const since = body.since === undefined ? null : parseUsDateText(body.since);
      const payload = { carrier_id: body.carrier_id ?? null, since: body.since ?? null, full: body.full === '1' };
      if (since !== null && since.isErr()) return change(operator, 'admin-carriers-export', payload, () => Promise.reject(new Refused(422, { since: Messages.invalidDate })));
      let exported: CarrierExport | undefined;
      const answered = await change(operator, 'admin-carriers-export', payload, async (tx) => {
        if (body.carrier_id !== undefined && !(await carrierExists(tx, body.carrier_id))) throw new Refused(422, { carrier_id: Messages.catalogueUnknownCarrier });
        exported = await exportCarrierFiles(tx, deps.pii, {
          carrierId: body.carrier_id,
          since: since === null ? null : dayStart(since.value),
          full: body.full === '1',
          now: deps.now(),
          sender: deps.x12Sender,
          usage: deps.x12Sender.usage,
        });
        return { files: exported.files.map((f) => ({ name: f.fileName, status: f.status, enrollments: f.enrollments })), waiting: exported.waiting.length };
      });
      if (!exported || answered.kind !== 'ok') return answered;
      return answer.ok({
        files: exported.files.map((f) => ({
          file_id: f.fileId,
          carrier_id: f.carrierId,
          file_name: f.fileName,
          control_number: f.controlNumber,
          enrollments: f.enrollments,
          status: f.status,
          problems: [...f.problems],
          content: f.content,
        })),
        waiting: exported.waiting.map((w) => ({ enrollment_id: w.enrollmentId, carrier_id: w.carrierId, problems: [...w.problems] })),
      });
    }),
  );

  door.route(
    OperatorRoutes.confirmCarrierFile,
    { session: 'optional' },
    asOperator(async ({ params }, operator) =>
      change(operator, 'admin-carriers-delivered', { file_id: params.file_id }, async (tx) => {
        const file = await carrierFileById(tx, params.file_id);
        if (!file || file.status !== 'pending') throw new Refused(file ? 409 : 404, { file_id: Messages.carrierFileNotPending });
        await markCarrierFileDelivered(tx, file.file_id, deps.now(), staffActor(operator));
        return { file_id: file.file_id, file_name: file.file_name };
      }),
    ),
  );

  door.route(
    OperatorRoutes.acknowledgeCarrierFile,
    { session: 'optional' },
    asOperator(async ({ body }, operator) =>
      change(operator, 'admin-carriers-ack', { carrier_id: body.carrier_id ?? null }, async (tx) => {
        const outcome = await applyCarrierAnswer(tx, body.content ?? '', body.carrier_id ?? null, deps.now());
        if ('problems' in outcome) throw new Refused(422, outcome.problems);
        const r = outcome.ok;
        return {
          file_name: r.fileName,
          kind: r.kind,
          accepted: r.accepted,
          rejected: r.rejected,
          sets: r.sets.map((set) => ({ st_control: set.stControl, accepted: set.accepted, errors: [...set.errors], enrollments: [...set.enrollments] })),
        };
      }),
    ),
  );

  door.route(
    OperatorRoutes.inviteUser,
    { session: 'optional' },
    asOperator(async ({ body, request }, operator) => {
      const parsed = parseUserInvite(body);
      const payload = { rep_code: body.rep_code, group_code: body.group_code };
      if (parsed.isErr()) return change(operator, 'admin-user-invite', payload, () => Promise.reject(new Refused(422, parsed.error)));
      const invite = parsed.value;
      return change(operator, 'admin-user-invite', payload, async (tx) => {
        const group = invite.groupCode === null ? undefined : await groupRefByCode(tx, invite.groupCode);
        if (invite.groupCode !== null && !group) throw new Refused(422, { group_code: Messages.groupNotFound });
        const rep = group ? undefined : await repOf(tx, invite.repCode ?? '', 'rep_code');
        const agentId = group?.agent_id ?? rep?.agent_id ?? '';
        const existing = await accountRefByEmail(tx, invite.email);
        if (existing?.has_password) throw new Refused(409, { email: Messages.accountExists });
        const role = group ? 'group' : 'rep';
        const accountId = existing?.account_id ?? (await insertInvitedAccount(tx, { email: invite.email, name: invite.name, role, agentId, groupId: group?.gid ?? null }));
        const { token, expiresAt } = await createInvite(tx, accountId, deps.now());
        const brand = await mailBrandOf(tx, group ? { group_id: group.gid } : { agent_id: agentId }, deps.publicAddress);
        // In the language of the operator's request (the CLI's is English).
        const language = languageOf(request);
        const mail = renderMail(
          'invite',
          {
            brand,
            name: invite.name.split(' ')[0] ?? '',
            what: group ? mailTextsOf(language).invite.groupSite(brand.siteName) : brand.siteName,
            path: `/set-password/${token}`,
            expires: mailFormatsOf(language).instant(expiresAt),
          },
          language,
        );
        await enqueueMail(tx, { kind: 'invite', to: invite.email, subject: mail.subject, text: mail.text, html: mail.html }, deps.mailSeal);
        return { email: invite.email, role, expires_at: expiresAt.toISOString() };
      });
    }),
  );

  // The invited person's page asks first whether its link still works, so that a used or expired one says so before
  // anyone types a password for nothing. Nothing is written; the same 410 as the set-password below.
  door.route(AccountRoutes.checkInvitation, { session: 'none' }, async ({ query }) =>
    (await liveInvite(deps.db, query.token, deps.now(), 'look')) ? answer.ok({ valid: true }) : answer.fail(410, { token: Messages.inviteLinkInvalid }),
  );

  // The invited person's page: no session, no token of ours; the mailed link's token is the proof, once.
  door.route(AccountRoutes.setPassword, { session: 'none' }, async ({ body }) => {
    const password = parseNewPassword(body.password, body.confirm_password);
    if (password.isErr()) return answer.fail(422, password.error);
    const hash = await hashPassword(password.value);
    const done = await deps.db.transaction(async (tx) => {
      const invite = await liveInvite(tx, body.token, deps.now());
      if (!invite) return undefined;
      await useInvite(tx, invite.id, invite.account_id, hash, deps.now());
      await appendJournal(tx, { enrollmentId: null, actor: `account:${invite.account_id}`, type: 'account-set-password', payload: {}, outcome: 'ok' });
      return invite.email;
    });
    return done === undefined ? answer.fail(410, { token: Messages.inviteLinkInvalid }) : answer.ok({ email: done });
  });
};
