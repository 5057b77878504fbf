import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createSupportToken, openDatabase } from '@benefit-store/server';
import { JORDAN, signIn } from '../support/enrollment-finish.ts';
import { dataOf } from '../support/wizard-journey.ts';
import { http } from '../support/http.ts';
import { readInterchange, segmentText } from '../support/x12.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startTestServer } from '../support/test-server.ts';
import { runCli } from './cli.ts';

/**
 * Issue 22's journeys to the carriers (docs/adr/0803-carrier-files.md): the three example journeys enrolled from the
 * terminal reach their carriers as enrolled, read back by an X12 parser we did not write, and a carrier's rejection
 * shows to support and on the rep's member list; a server killed with SIGKILL while exporting neither loses nor
 * doubles an enrollment.
 */
const EXAMPLES = join(import.meta.dirname, '../../examples');

describe('three journeys to their carriers', () => {
  interface Enrolled {
    ok: boolean;
    enrollmentId: string;
    policyId: string;
  }
  /** An X12 transaction set as segment strings, `TAG*E1*E2...`. */
  type SetText = string[];

  it('term life by card, a family by EFT and an Acme employee on list bill reach their carriers as enrolled; a rejection shows to support and on the rep’s list', async () => {
    const out = mkdtempSync(join(tmpdir(), 'benefit-store-journeys-'));
    const server = await startTestServer('pglite');
    try {
      const operator = (await createSupportToken(server.db, 'Sam Rivera', 'operator')).token;
      const support = (await createSupportToken(server.db, 'Pat Lee', 'support')).token;
      const cli = (args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
        runCli(['--api', server.url, ...args], { BENEFIT_STORE_OPERATOR_TOKEN: operator, BENEFIT_STORE_SUPPORT_TOKEN: support, ...env });
      const journey = async (script: string): Promise<Enrolled & { effective: string }> => {
        const run = await cli(['--state', join(out, `${script}.state.json`), 'enroll', '--script', join(EXAMPLES, script), '--json'], { BENEFIT_STORE_PASSWORD: JORDAN.password });
        expect(run.code, `${script}: ${run.stderr}`).toBe(0);
        const enrolled = JSON.parse(run.stdout) as Enrolled;
        const [kept] = await server.db.query<{ effective_date: string }>('SELECT effective_date FROM temp_enrollments WHERE id = $1', [enrolled.enrollmentId]);
        const [m, d, y] = kept!.effective_date.split('/');
        return { ...enrolled, effective: `${y}${m}${d}` };
      };
      // One after another: the CLI's runs share this machine's two cores with the server.
      const life = await journey('applicant-io-life-card.yaml');
      const family = await journey('rep-if-family-premier-eft.yaml');
      const acme = await journey('acme-group-member-list-billing.yaml');

      const exported = await cli(['carriers', 'export', '--out', out, '--json']);
      expect(exported.code, exported.stdout + exported.stderr).toBe(0);
      const files = (JSON.parse(exported.stdout) as { files: { carrierId: string; fileName: string; path: string; status: string }[] }).files;
      expect(files.every((f) => f.status === 'written')).toBe(true);

      // Every file read by the outside parser; each transaction set found by the policy ids it carries (REF*0F).
      const sets: { carrierId: string; file: string; text: string; st: string; segments: SetText }[] = [];
      for (const file of files) {
        const text = readFileSync(file.path, 'utf8');
        const interchange = readInterchange(text);
        // The envelope's counts: one group of N sets, one interchange, and the control number the same in ISA13, GS06, GE02 and IEA02.
        expect(interchange.functionalGroups).toHaveLength(1);
        const [group] = interchange.functionalGroups;
        const control = text.slice(90, 99);
        expect(segmentText(group!.header).split('*')[6]).toBe(String(Number(control)));
        expect(segmentText(group!.trailer)).toBe(`GE*${group!.transactions.length}*${Number(control)}`);
        expect(text.trim().split('~').filter((l) => l.trim() !== '').at(-1)!.trim()).toBe(`IEA*1*${control}`);
        for (const set of group!.transactions) {
          const segments = [segmentText(set.header), ...set.segments.map(segmentText), segmentText(set.trailer)];
          const st = segments[0]!.split('*')[2]!;
          // SE01 counts the set's segments, ST and SE included.
          expect(segments.at(-1)).toBe(`SE*${segments.length}*${st}`);
          sets.push({ carrierId: file.carrierId, file: file.fileName, text, st, segments });
        }
      }
      const setOf = (policyId: string, carrierId: string) => {
        const found = sets.filter((s) => s.carrierId === carrierId && s.segments.includes(`REF*0F*${policyId}`));
        expect(found, `${policyId} in one set for ${carrierId}`).toHaveLength(1);
        return found[0]!;
      };
      /** A person's loop 2000: from its INS to the next INS (or SE). */
      const members = (segments: SetText) => {
        const starts = segments.flatMap((s, i) => (s.startsWith('INS*') ? [i] : []));
        return starts.map((start, k) => segments.slice(start, starts[k + 1] ?? segments.length - 1));
      };

      // Term life, Member Only, individual business: the member is her own sponsor; HD LIF at EMP from the effective date.
      const lifeSet = setOf(life.policyId, 'keystone');
      expect(lifeSet.segments).toContain(`N1*P5*DANA RIVERA*FI*${life.policyId}`);
      expect(lifeSet.segments).toContain(`REF*38*${life.policyId}`);
      expect(members(lifeSet.segments)).toHaveLength(1);
      const [dana] = members(lifeSet.segments);
      expect(dana![0]).toBe('INS*Y*18*021*28*A***FT');
      expect(dana).toContain('DMG*D8*19850115*F');
      expect(dana).toEqual(expect.arrayContaining(['HD*021**LIF*141*EMP', `DTP*348*D8*${life.effective}`]));

      // The family (IF): the subscriber, the spouse (01) and the child (19), each under the plan at FAM.
      const familySet = setOf(family.policyId, 'meridian');
      const family3 = members(familySet.segments).filter((loop) => loop.includes(`REF*0F*${family.policyId}`));
      expect(family3.map((loop) => loop[0]!.split('*').slice(0, 3).join('*'))).toEqual(['INS*Y*18', 'INS*N*01', 'INS*N*19']);
      expect(family3.map((loop) => loop.find((s) => s.startsWith('NM1*IL'))!.split('*').slice(3, 5).join(' '))).toEqual(['BELL MARCUS', 'BELL NORA', 'BELL LEO']);
      expect(family3.map((loop) => loop.find((s) => s.startsWith('DMG*'))!.split('*')[2])).toEqual(['19820322', '19840704', '20140912']);
      for (const loop of family3) expect(loop).toEqual(expect.arrayContaining(['HD*021**HLT*101*FAM', `DTP*348*D8*${family.effective}`]));
      expect(familySet.segments).toContain('N1*P5*MARCUS BELL*FI*' + family.policyId);

      // The Acme employee: the group is the sponsor, its enrollment code the group policy number; Member Only.
      const acmeSet = setOf(acme.policyId, 'meridian');
      expect(acmeSet.segments).toContain('N1*P5*ACME MANUFACTURING*FI*3001');
      expect(acmeSet.segments).toContain('REF*38*ACME2024');
      const [priya] = members(acmeSet.segments).filter((loop) => loop.includes(`REF*0F*${acme.policyId}`));
      expect(priya).toEqual(expect.arrayContaining(['INS*Y*18*021*28*A***FT', 'REF*1L*ACME2024', 'DMG*D8*19900630*F', 'HD*021**HLT*105*EMP', `DTP*348*D8*${acme.effective}`]));
      expect(priya!.find((s) => s.startsWith('NM1*IL'))).toBe('NM1*IL*1*SHAH*PRIYA****34*567890123');
      // Different sponsors, different transaction sets, in Meridian's one file.
      expect(acmeSet.file).toBe(familySet.file);
      expect(acmeSet.st).not.toBe(familySet.st);

      // Meridian's 999 accepts the family's set and rejects Acme's (a bad NM1 in it).
      const control = acmeSet.text.slice(90, 99);
      const ack = [
        'ISA*00*          *00*          *ZZ*MERIDIANHLTH   *ZZ*BENEFITSTORE   *261201*1200*^*00501*000000888*0*T*:~',
        'GS*FA*MERIDIANHLTH*BENEFITSTORE*20261201*1200*888*X*005010X231A1~',
        'ST*999*0001*005010X231A1~',
        `AK1*BE*${Number(control)}*005010X220A1~`,
        `AK2*834*${familySet.st}*005010X220A1~`,
        'IK5*A~',
        `AK2*834*${acmeSet.st}*005010X220A1~`,
        'IK3*NM1*12**8~',
        'IK4*9*67*7~',
        'IK5*R*5~',
        'AK9*P*2*2*1~',
        'SE*10*0001~',
        'GE*1*888~',
        'IEA*1*000000888~',
      ].join('\n');
      writeFileSync(join(out, '999-meridian.x12'), ack);
      const answered = await cli(['carriers', 'ack', join(out, '999-meridian.x12'), '--json']);
      expect(answered.code, answered.stderr).toBe(1);
      expect(JSON.parse(answered.stdout)).toMatchObject({ accepted: 1, rejected: 1 });

      const stuck = await cli(['support', 'stuck', '--json']);
      expect(stuck.code, stuck.stderr).toBe(0);
      const rejections = (JSON.parse(stuck.stdout) as { carrierRejections: { enrollmentId: string; carrier: string; errors: string[] }[] }).carrierRejections;
      expect(rejections).toEqual([expect.objectContaining({ enrollmentId: acme.enrollmentId, carrier: 'Meridian Health Assurance' })]);

      // The rep's member list: each of the three is Jordan Avery's member now, each plan with its carrier's answer.
      const cookie = await signIn(server, JORDAN.email, JORDAN.password);
      const list = await http(server.url, 'GET', '/api/v1/get-agent-members', { cookie });
      expect(list.status, list.text).toBe(200);
      type Row = { name: string; policy_id: string; ssn: string; plan_info: { plan: string; plan_status: string; carrier?: { carrier: string; status: string; errors: string[] } }[] };
      const rows = dataOf<Row[]>(list);
      const rowOf = (policyId: string) => rows.find((r) => r.policy_id === policyId);
      expect(rowOf(life.policyId)).toMatchObject({ name: 'Dana Rivera', ssn: expect.stringMatching(/6789$/) });
      expect(rowOf(life.policyId)!.ssn).not.toContain('12345');
      expect(rowOf(life.policyId)!.plan_info.find((p) => p.plan === '141')).toMatchObject({ plan_status: 'ACTIVE', carrier: { carrier: 'Keystone Mutual Life', status: 'sent' } });
      expect(rowOf(family.policyId)!.plan_info.find((p) => p.plan === '101')).toMatchObject({ carrier: { carrier: 'Meridian Health Assurance', status: 'accepted', errors: [] } });
      const rejected = rowOf(acme.policyId)!.plan_info.find((p) => p.plan === '105');
      expect(rejected).toMatchObject({ carrier: { carrier: 'Meridian Health Assurance', status: 'rejected' } });
      expect(rejected!.carrier!.errors.join(' ')).toContain('NM1');
    } finally {
      await server.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('kill -9 during the scheduled carrier export', () => {
  // Twelve CLI enrollments and eight server starts on PGlite: 45 s alone, past 240 s beside four other suites on a
  // 2-core machine (a clean-clone CI of 2026-11-29).
  it('every confirmed enrollment reaches each of its carriers in exactly one delivered file', { timeout: 480_000 }, async () => {
    const data = mkdtempSync(join(tmpdir(), 'benefit-store-kill-export-'));
    const drop = mkdtempSync(join(tmpdir(), 'benefit-store-kill-drop-'));
    const base = { BENEFIT_STORE_DATA_DIR: data, NODE_ENV: 'development', SMTP_URL: '' };
    // The export every 60 ms, so that a kill at any moment is likely to land in one.
    const exporting = { ...base, CARRIER_EXPORT_DIR: drop, CARRIER_EXPORT_MINUTES: '0.001' };
    const killed = async (server: ServerProcess) => {
      server.child.kill('SIGKILL');
      await server.exited;
    };
    // Also when the test ends by its time limit while its own code still runs: a server left running would export every
    // 60 ms for the rest of the run, beside the other suites (it did, and slowed them past their own limits).
    let over = false;
    const start = (env: Record<string, string>) => {
      if (over) throw new Error('the test has ended');
      return startServerProcess({ env });
    };
    let server = start(base);
    onTestFinished(() => {
      over = true;
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    });
    try {
      // Twelve enrollments of the four example journeys, to three carriers.
      const batch = await runCli(['--api', await server.ready, 'batch', '--scripts', EXAMPLES, '--concurrency', '4', '--repeat', '3', '--json'], { BENEFIT_STORE_PASSWORD: JORDAN.password });
      expect(batch.code, batch.stdout + batch.stderr).toBe(0);
      expect(JSON.parse(batch.stdout)).toMatchObject({ succeeded: 12, failed: 0 });
      await killed(server);
      // Killed while exporting, at moments from its first export on; then once more, left to finish.
      for (const delay of [0, 40, 90, 150, 250, 400]) {
        server = start(exporting);
        await server.ready;
        await new Promise((resolve) => setTimeout(resolve, delay));
        await killed(server);
      }
      server = start(exporting);
      await server.ready;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await server.stop();

      const db = await openDatabase({ dataDir: data });
      try {
        const owed = await db.query<{ policy_id: string; carrier_id: string }>(
          `SELECT DISTINCT e.policy_id, p.carrier_id FROM temp_enrollments e
             CROSS JOIN LATERAL jsonb_array_elements(e.review_info->'data'->'plans') AS line JOIN plans p ON p.plan_id = line->>'plan_id'
           JOIN carriers c ON c.carrier_id = p.carrier_id AND c.edi_receiver_id IS NOT NULL
           WHERE e.policy_id IS NOT NULL ORDER BY 1, 2`,
        );
        expect(owed.length).toBeGreaterThanOrEqual(12);
        expect(await db.query("SELECT file_name FROM carrier_files WHERE status <> 'delivered'")).toEqual([]);
        // What reached the directory, read back by the outside parser: each (policy, carrier) in exactly one file.
        const found = new Map<string, string[]>();
        for (const name of readdirSync(drop).filter((f) => f.startsWith('834_'))) {
          const carrier = name.split('_')[1]!;
          const interchange = readInterchange(readFileSync(join(drop, name), 'utf8'));
          const policies = new Set(
            interchange.functionalGroups.flatMap((g) => g.transactions.flatMap((t) => t.segments.filter((s) => s.tag === 'REF' && s.elements[0]?.value === '0F').map((s) => s.elements[1]!.value))),
          );
          for (const policy of policies) found.set(`${policy} ${carrier}`, [...(found.get(`${policy} ${carrier}`) ?? []), name]);
        }
        expect([...found.keys()].sort()).toEqual(owed.map((o) => `${o.policy_id} ${o.carrier_id}`).sort());
        expect([...found.entries()].filter(([, files]) => files.length !== 1)).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) await killed(server);
      rmSync(data, { recursive: true, force: true });
      rmSync(drop, { recursive: true, force: true });
    }
  });
});
