import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupportToken } from '@benefit-store/server';
import { CARD, shopAndCheckOut, signAsApplicant, startEnrollment } from '../support/enrollment-finish.ts';
import { CONTACT, dataOf, PERSONAL, type Shopper } from '../support/wizard-journey.ts';
import { http } from '../support/http.ts';
import { readInterchange, segmentText } from '../support/x12.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { runCli, type CliRun } from './cli.ts';


/**
 * Enrollments reach the carrier (docs/adr/0803-carrier-files.md): confirmed enrollments exported as an X12 834 file
 * per carrier, read back by an X12 parser we did not write; each enrollment in exactly one delivered file, a file
 * cut short by a crash delivered again the same; the carrier's 999 marks each enrollment, and support sees a
 * rejection with the carrier's codes.
 */
describe('benefit-store carriers', () => {
  let server: TestServer;
  let operator: string;
  let support: string;
  let out: string;

  const cli = (args: readonly string[], token = operator): Promise<CliRun> =>
    runCli(['--api', server.url, ...args], { BENEFIT_STORE_OPERATOR_TOKEN: token, BENEFIT_STORE_SUPPORT_TOKEN: support });

  /** An applicant (IO) buys SmileWell Dental Plus (BrightPath) and pays by card, to the receipt. */
  const enroll = async (first: string, email: string): Promise<{ me: Shopper; policyId: string; effective: string }> => {
    const me = await startEnrollment(server);
    const effective = await shopAndCheckOut(me, ['111']);
    expect((await me.post('save-personal-info', { ...PERSONAL, first_name: first })).status).toBe(200);
    expect((await me.post('save-contact-info', { ...CONTACT, email_address: email, phone_number: `21455501${String(email.length).padStart(2, '0')}` })).status).toBe(200);
    expect((await me.post('save-billing-info', CARD)).status).toBe(200);
    expect((await signAsApplicant(me, `${first} Rivera`)).status).toBe(200);
    const receipt = await me.post('save-review-info', { first_enroll: '1' });
    expect(receipt.status, receipt.text).toBe(200);
    return { me, policyId: dataOf<{ policy_id: string }>(receipt).policy_id, effective };
  };

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'benefit-store-carriers-'));
    server = await startTestServer('pglite');
    operator = (await createSupportToken(server.db, 'Sam Rivera', 'operator')).token;
    support = (await createSupportToken(server.db, 'Pat Lee', 'support')).token;
  });
  afterAll(async () => {
    await server?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('exports each confirmed enrollment once, in a file an outside X12 parser reads, and applies the carrier’s 999', async () => {
    const dana = await enroll('Dana', 'dana.x12@example.com');
    const zoe = await enroll('Zoë', 'zoe.x12@example.com');

    const exported = await cli(['carriers', 'export', '--carrier', 'brightpath', '--out', out, '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    const report = JSON.parse(exported.stdout) as { files: { fileName: string; path: string; enrollments: number; status: string }[] };
    expect(report.files).toHaveLength(1);
    const file = report.files[0]!;
    expect(file).toMatchObject({ status: 'written', enrollments: 2 });
    expect(file.fileName).toMatch(/^834_brightpath_000000001_\d{8}\.x12$/);
    // Full SSNs: only the owner may read it, and its text never reaches standard output.
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(exported.stdout).not.toContain('123456789');

    const text = readFileSync(file.path, 'utf8');
    const interchange = readInterchange(text);
    const sets = interchange.functionalGroups[0]!.transactions;
    // Individual business: one transaction set per member, each its own sponsor.
    expect(sets).toHaveLength(2);
    const segments = (i: number) => sets[i]!.segments.map(segmentText);
    const first = segments(0);
    expect(first).toContain('N1*P5*DANA RIVERA*FI*' + dana.policyId);
    expect(first).toContain('N1*IN*BRIGHTPATH DENTAL & VISION*FI*brightpath'.toUpperCase());
    expect(first.find((s) => s.startsWith('INS*'))).toMatch(/^INS\*Y\*18\*021\*/);
    expect(first).toContain(`REF*0F*${dana.policyId}`);
    expect(first.find((s) => s.startsWith('NM1*IL'))).toBe('NM1*IL*1*RIVERA*DANA****34*123456789');
    expect(first).toContain('DMG*D8*19850115*F');
    const [m, d, y] = dana.effective.split('/');
    expect(first).toContain('HD*021**DEN*111*EMP');
    expect(first).toContain(`DTP*348*D8*${y}${m}${d}`);
    // A name with an accent reaches the carrier in the letters X12 allows.
    expect(segments(1).find((s) => s.startsWith('NM1*IL'))).toBe('NM1*IL*1*RIVERA*ZOE****34*123456789');
    expect(zoe.policyId).not.toBe(dana.policyId);

    // Nothing twice: the next export has nothing for this carrier.
    const again = await cli(['carriers', 'export', '--carrier', 'brightpath', '--out', out]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Nothing to send');

    // The carrier rejects the second set: support finds it with the carrier's codes.
    const isa13 = text.slice(90, 99);
    const ack = [
      `ISA*00*          *00*          *ZZ*BRIGHTPATHDV   *ZZ*BENEFITSTORE   *261201*1200*^*00501*000000777*0*T*:~`,
      'GS*FA*BRIGHTPATHDV*BENEFITSTORE*20261201*1200*777*X*005010X231A1~',
      'ST*999*0001*005010X231A1~',
      `AK1*BE*${Number(isa13)}*005010X220A1~`,
      'AK2*834*0001*005010X220A1~',
      'IK5*A~',
      'AK2*834*0002*005010X220A1~',
      'IK3*NM1*12**8~',
      'IK4*9*67*7~',
      'IK5*R*5~',
      'AK9*P*2*2*1~',
      'SE*10*0001~',
      'GE*1*777~',
      'IEA*1*000000777~',
    ].join('\n');
    writeFileSync(join(out, '999.x12'), ack);
    const answered = await cli(['carriers', 'ack', join(out, '999.x12'), '--json']);
    expect(answered.code).toBe(1);
    const answer = JSON.parse(answered.stdout) as { accepted: number; rejected: number; sets: { stControl: string; accepted: boolean; errors: string[]; enrollments: string[] }[] };
    expect(answer).toMatchObject({ accepted: 1, rejected: 1 });
    const rejected = answer.sets.find((s) => !s.accepted)!;
    expect(rejected.enrollments).toEqual([zoe.me.enrollmentId]);

    const stuck = await cli(['support', 'stuck', '--json'], support);
    expect(stuck.code, stuck.stderr).toBe(0);
    const rejections = (JSON.parse(stuck.stdout) as { carrierRejections: { enrollmentId: string; carrier: string; errors: string[] }[] }).carrierRejections;
    expect(rejections.map((r) => r.enrollmentId)).toEqual([zoe.me.enrollmentId]);
    expect(rejections[0]!.errors.join(' ')).toContain('NM1');
    // The member's receipt says where the enrollment went, and the carrier's answer.
    const receipt = dataOf<{ carriers?: { carrier: string; sent_on: string; status: string }[] }>(await dana.me.get('get-receipt'));
    expect(receipt.carriers).toEqual([{ carrier: 'BrightPath Dental & Vision', sent_on: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), status: 'accepted' }]);
    const inspected = await cli(['support', 'inspect', dana.me.enrollmentId], support);
    expect(inspected.stdout).toMatch(/BrightPath Dental & Vision: sent on \d{4}-\d{2}-\d{2} in 834_brightpath_000000001_\d{8}\.x12 \(control 1\), accepted/);
  });

  it('a file written but never delivered (a crash in between) is delivered again, the same, and its enrollments go in no other file', async () => {
    const maria = await enroll('Maria', 'maria.x12@example.com');
    // An export whose delivery never happened: the API answered, nothing was written or confirmed.
    const lost = await http(server.url, 'POST', '/api/v1/admin/carriers/export', { headers: { authorization: `Bearer ${operator}` }, body: { carrier_id: 'brightpath' } });
    expect(lost.status, lost.text).toBe(200);
    const lostFile = dataOf<{ files: { file_name: string; content: string }[] }>(lost).files[0]!;
    const before = readdirSync(out).filter((f) => f.endsWith('.x12') && f.startsWith('834_'));

    const retried = await cli(['carriers', 'export', '--carrier', 'brightpath', '--out', out, '--json']);
    expect(retried.code, retried.stderr).toBe(0);
    const files = (JSON.parse(retried.stdout) as { files: { fileName: string; enrollments: number }[] }).files;
    expect(files).toEqual([expect.objectContaining({ fileName: lostFile.file_name, enrollments: 1 })]);
    expect(readFileSync(join(out, lostFile.file_name), 'utf8')).toBe(lostFile.content);
    expect(readdirSync(out).filter((f) => f.endsWith('.x12') && f.startsWith('834_'))).toHaveLength(before.length + 1);
    // Every confirmed enrollment is in exactly one delivered file.
    const placed = await server.db.query<{ enrollment_id: string; n: number }>(
      "SELECT fe.enrollment_id, count(*)::int AS n FROM carrier_file_enrollments fe JOIN carrier_files f ON f.file_id = fe.file_id WHERE f.status = 'delivered' GROUP BY fe.enrollment_id",
    );
    expect(placed.find((p) => p.enrollment_id === maria.me.enrollmentId)?.n).toBe(1);
    expect(placed.every((p) => p.n === 1)).toBe(true);
    // The journal has the file names and counts, never the text.
    const journal = await server.db.query<{ payload: unknown }>("SELECT payload FROM enrollment_events WHERE type LIKE 'admin-carriers-%'");
    expect(JSON.stringify(journal)).not.toContain('123456789');
  });
  it('a carrier that takes its enrollments through an API gets the same data as a JSON document, once', async () => {
    // The operator says so in the catalogue, the way any carrier is changed: export, edit, import.
    const catalogue = join(out, 'catalogue/');
    expect((await cli(['catalogue', 'export', '--out', catalogue])).code).toBe(0);
    const yaml = readFileSync(join(catalogue, 'catalogue.yaml'), 'utf8');
    expect(yaml).toContain('edi_receiver_id: BRIGHTPATHDV');
    writeFileSync(join(catalogue, 'catalogue.yaml'), yaml.replace('edi_receiver_id: BRIGHTPATHDV', 'edi_receiver_id: BRIGHTPATHDV\n    delivery: json'));
    const imported = await cli(['catalogue', 'import', catalogue]);
    expect(imported.code, imported.stderr).toBe(0);

    const lena = await enroll('Lena', 'lena.json@example.com');
    const exported = await cli(['carriers', 'export', '--carrier', 'brightpath', '--out', out, '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    const [file] = (JSON.parse(exported.stdout) as { files: { fileName: string; path: string; enrollments: number }[] }).files;
    expect(file).toMatchObject({ fileName: expect.stringMatching(/^enrollments_brightpath_\d{9}_\d{8}\.json$/), enrollments: 1 });
    expect(statSync(file!.path).mode & 0o777).toBe(0o600);
    const document = JSON.parse(readFileSync(file!.path, 'utf8')) as { format: string; carrier: { id: string }; purpose: string; enrollments: Record<string, unknown>[] };
    expect(document).toMatchObject({ format: 'benefit-store.carrier-enrollments.v1', carrier: { id: 'brightpath' }, purpose: 'change' });
    const [m, d, y] = lena.effective.split('/');
    expect(document.enrollments).toEqual([
      expect.objectContaining({
        enrollment_id: lena.me.enrollmentId,
        policy_id: lena.policyId,
        maintenance: 'addition',
        coverages: [expect.objectContaining({ plan_id: '111', insurance_line: 'DEN', tier: 'IO', coverage_level: 'EMP', effective_date: `${y}-${m}-${d}` })],
        subscriber: expect.objectContaining({ relationship: 'self', first_name: 'Lena', last_name: 'Rivera', ssn: '123456789', dob: '1985-01-15', gender: 'F', plan_ids: ['111'] }),
        dependents: [],
      }),
    ]);
    // Delivered once: the next export has nothing for it, and the receipt says where it went.
    expect((await cli(['carriers', 'export', '--carrier', 'brightpath', '--out', out])).stdout).toContain('Nothing to send');
    const receipt = dataOf<{ carriers?: { carrier: string; status: string }[] }>(await lena.me.get('get-receipt'));
    expect(receipt.carriers).toEqual([expect.objectContaining({ carrier: 'BrightPath Dental & Vision', status: 'sent' })]);
  });
});

describe('the server\'s scheduled carrier export', () => {
  it('drops each carrier\'s file into the directory once, mode 0600, and journals names and counts only', async () => {
    const drop = mkdtempSync(join(tmpdir(), 'benefit-store-drop-'));
    // Every 1.2 seconds here (CARRIER_EXPORT_MINUTES in minutes; an agency sets 60 or so).
    const server = await startTestServer('pglite', { carrierExport: { dir: drop, everyMinutes: 0.02 } });
    try {
      const me = await startEnrollment(server);
      await shopAndCheckOut(me, ['111']);
      expect((await me.post('save-personal-info', PERSONAL)).status).toBe(200);
      expect((await me.post('save-contact-info', CONTACT)).status).toBe(200);
      expect((await me.post('save-billing-info', CARD)).status).toBe(200);
      expect((await signAsApplicant(me)).status).toBe(200);
      const receipt = await me.post('save-review-info', { first_enroll: '1' });
      expect(receipt.status, receipt.text).toBe(200);
      const policyId = dataOf<{ policy_id: string }>(receipt).policy_id;

      const files = () => readdirSync(drop).filter((f) => f.startsWith('834_'));
      await expect.poll(files, { timeout: 20_000 }).toHaveLength(1);
      const [name] = files();
      expect(statSync(join(drop, name!)).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(drop, name!), 'utf8')).toContain(`REF*0F*${policyId}`);
      // Later runs find nothing more to send.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(files()).toHaveLength(1);
      const journal = await server.db.query<{ actor: string; payload: { delivered: string[]; enrollments: number } }>(
        "SELECT actor, payload FROM enrollment_events WHERE type = 'carriers-export'",
      );
      expect(journal).toEqual([{ actor: 'system:carrier-export', payload: expect.objectContaining({ delivered: [name], enrollments: 1 }) }]);
      expect(JSON.stringify(journal)).not.toContain('123456789');
    } finally {
      await server.close();
      rmSync(drop, { recursive: true, force: true });
    }
  });
});
