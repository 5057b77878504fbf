import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementTextHash, migrate, STANDARD_AGREEMENTS, type Database } from '@benefit-store/server';
import { openThrowawayDatabase, postgresSuiteEnabled, type Backend } from '../support/test-server.ts';

const postgres = await postgresSuiteEnabled('migrations contract');
const backends: Backend[] = ['pglite', ...(postgres ? (['postgres'] as const) : [])];

/** What an existing database, migrated by an older version, must come through unharmed (docs/adr/0017). */
describe.each(backends)('migrating an existing database (%s)', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openThrowawayDatabase(backend);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('does not run a renamed migration again: the record of its old name is renamed', async () => {
    await db.query("UPDATE schema_migrations SET name = '0060_wizard_part2.sql' WHERE name = '0060_wizard_closing.sql'");
    expect(await migrate(db)).toEqual([]);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
    expect(names).toContain('0060_wizard_closing.sql');
    expect(names).not.toContain('0060_wizard_part2.sql');
  });

  it('normalises the tier of old stored filters, which are now read as a Tier', async () => {
    const filter = (tier: unknown) => JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: 'F', tier, state: 'TX', is_smoker: '0' });
    for (const [id, tier] of [['t1', 'IF'], ['t2', ' ic '], ['t3', 'XX'], ['t4', 3]] as const) {
      await db.query('INSERT INTO temp_enrollments (id, owner_session, filter) VALUES ($1, NULL, $2::jsonb)', [id, filter(tier)]);
    }
    await db.query("DELETE FROM schema_migrations WHERE name = '0090_filter_tier.sql'");
    expect(await migrate(db)).toEqual(['0090_filter_tier.sql']);
    const tiers = await db.query<{ id: string; tier: string }>("SELECT id, filter->>'tier' AS tier FROM temp_enrollments WHERE id LIKE 't_' ORDER BY id");
    expect(tiers).toEqual([
      { id: 't1', tier: 'IF' },
      { id: 't2', tier: 'IC' },
      { id: 't3', tier: 'IO' },
      { id: 't4', tier: 'IO' },
    ]);
  });

  it('gives a store that holds the English default agreements their Spanish wordings, and leaves its own wordings and the English hashes alone', async () => {
    // The agreements as an older version seeded them (no language then), one of them switched off, and one of the
    // agency's own.
    for (const [order, a] of STANDARD_AGREEMENTS.entries()) {
      await db.query(
        'INSERT INTO agreement_texts (text_key, version, text_head, text_body, text_required, applies_to, sort_order, text_hash, active) VALUES ($1, 1, $2, $3, true, $4, $5, $6, $7)',
        [a.key, a.head, a.body, a.appliesTo, order, agreementTextHash(a.head, a.body), a.key !== 'card-authorization'],
      );
    }
    await db.query(
      "INSERT INTO agreement_texts (text_key, version, text_head, text_body, applies_to, sort_order, text_hash) VALUES ('arbitration', 1, 'Arbitration', 'Disputes go to arbitration.', 'all', 9, $1)",
      [agreementTextHash('Arbitration', 'Disputes go to arbitration.')],
    );
    const english = await db.query('SELECT * FROM agreement_texts ORDER BY text_key');
    await db.query("DELETE FROM schema_migrations WHERE name = '0101_agreement_languages.sql'");
    expect(await migrate(db)).toEqual(['0101_agreement_languages.sql']);

    const rows = await db.query<{ text_key: string; version: number; language: string; text_head: string; text_body: string; text_hash: string; applies_to: string; sort_order: number; active: boolean }>(
      'SELECT text_key, version, language, text_head, text_body, text_hash, applies_to, sort_order, active FROM agreement_texts ORDER BY sort_order, text_key, language',
    );
    expect(await db.query("SELECT * FROM agreement_texts WHERE language = 'en' ORDER BY text_key")).toEqual(english);
    expect(rows.filter((r) => r.language === 'es')).toEqual(
      STANDARD_AGREEMENTS.map((a, order) => ({
        text_key: a.key,
        version: 1,
        language: 'es',
        text_head: a.translations.es.head,
        text_body: a.translations.es.body,
        // The migration's literal hashes are the wordings' own.
        text_hash: agreementTextHash(a.translations.es.head, a.translations.es.body),
        applies_to: a.appliesTo,
        sort_order: order,
        active: a.key !== 'card-authorization',
      })),
    );
    expect(rows.filter((r) => r.text_key === 'arbitration').map((r) => r.language)).toEqual(['en']);
    // A wording's language is never changed, like its words; running it again adds nothing.
    await expect(db.query("UPDATE agreement_texts SET language = 'fr' WHERE text_key = 'arbitration'")).rejects.toThrow(/never edited/);
    await db.query("DELETE FROM schema_migrations WHERE name = '0101_agreement_languages.sql'");
    expect(await migrate(db)).toEqual(['0101_agreement_languages.sql']);
    expect(await db.query('SELECT count(*)::int AS n FROM agreement_texts')).toEqual([{ n: 2 * STANDARD_AGREEMENTS.length + 1 }]);
  });
});
