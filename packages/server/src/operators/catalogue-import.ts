import { describeCataloguePath, Messages, parseCatalogueDocument, type CatalogueDocument, type CataloguePath } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { catalogueChanges, catalogueVersion, idsTakenElsewhere, readCatalogueDocument, writeCatalogueChanges } from './catalogue-document-store.ts';

/**
 * One catalogue import (docs/adr/0802-catalogue-import.md), inside the caller's transaction: the operator's
 * `catalogue import` and the demo catalogue a fresh store loads at first start (examples/catalogue) both come here.
 * Read and compared inside the transaction, so two imports at once cannot both see the old catalogue.
 */

export interface CatalogueImportSummary {
  readonly changed: boolean;
  readonly dryRun: boolean;
  readonly version: number;
  readonly carriersAdded: readonly string[];
  readonly carriersChanged: readonly string[];
  readonly questionsAdded: readonly string[];
  readonly questionsChanged: readonly string[];
  readonly plansAdded: readonly string[];
  readonly plansChanged: readonly string[];
  readonly offersAdded: readonly string[];
  readonly offersChanged: readonly string[];
}

/** Every wrong field by its path (`plans[3].rates[5].tier`), or what the import changed (or, dry, would). */
export type CatalogueImportOutcome = { readonly ok: CatalogueImportSummary } | { readonly problems: Readonly<Record<string, string>> };

/** Ids the store keeps unique across owners: one already held by a plan (or question) the document does not name is refused. */
const clashes = async (tx: Queryable, incoming: CatalogueDocument): Promise<Record<string, string>> => {
  const planIds = incoming.plans.map((p) => p.id);
  const found: Record<string, string> = {};
  const check = async (kind: Parameters<typeof idsTakenElsewhere>[1], owners: readonly string[], items: readonly { readonly id: string; readonly path: CataloguePath }[]) => {
    const taken = await idsTakenElsewhere(tx, kind, owners, items.map((item) => item.id));
    const seen = new Set<string>();
    for (const item of items) {
      if (taken.has(item.id) || seen.has(item.id)) found[describeCataloguePath(item.path)] = Messages.catalogueDuplicateId;
      seen.add(item.id);
    }
  };
  await check('rates', planIds, incoming.plans.flatMap((p, i) => p.rates.map((r, n) => ({ id: r.id, path: ['plans', i, 'rates', n, 'id'] }))));
  await check('eligibility', planIds, incoming.plans.flatMap((p, i) => p.eligibilityQuestions.map((q, n) => ({ id: q.id, path: ['plans', i, 'eligibility_questions', n, 'id'] }))));
  await check('blackouts', planIds, incoming.plans.flatMap((p, i) => p.blackouts.map((b, n) => ({ id: b.id, path: ['plans', i, 'blackouts', n, 'id'] }))));
  await check(
    'options',
    incoming.questions.map((q) => q.id),
    incoming.questions.flatMap((q, i) => q.options.map((o, n) => ({ id: o.id, path: ['questions', i, 'options', n, 'id'] }))),
  );
  return found;
};

export const importCatalogue = async (tx: Queryable, raw: unknown, dryRun: boolean): Promise<CatalogueImportOutcome> => {
  const current = await readCatalogueDocument(tx);
  const ids = <T extends { readonly id: string }>(list: readonly T[]) => new Set(list.map((item) => item.id));
  const parsed = parseCatalogueDocument(raw, { carriers: ids(current.carriers), plans: ids(current.plans), questions: ids(current.questions) });
  if (parsed.isErr()) return { problems: Object.fromEntries(parsed.error.map((problem) => [describeCataloguePath(problem.path), problem.message])) };
  const incoming = parsed.value;
  const taken = await clashes(tx, incoming);
  if (Object.keys(taken).length > 0) return { problems: taken };
  const changes = catalogueChanges(current, incoming);
  const changed = Object.values(changes).some((list) => list.length > 0);
  if (changed && !dryRun) {
    const order = new Map(current.plans.map((p, i) => [p.id, i]));
    incoming.plans.forEach((p) => order.has(p.id) || order.set(p.id, order.size));
    await writeCatalogueChanges(tx, changes, order);
  }
  const named = (list: readonly { readonly id: string }[]) => list.map((item) => item.id);
  return {
    ok: {
      changed: changed && !dryRun,
      dryRun,
      version: await catalogueVersion(tx),
      carriersAdded: named(changes.carriersAdded),
      carriersChanged: named(changes.carriersChanged),
      questionsAdded: named(changes.questionsAdded),
      questionsChanged: named(changes.questionsChanged),
      plansAdded: named(changes.plansAdded),
      plansChanged: named(changes.plansChanged),
      offersAdded: named(changes.offersAdded),
      offersChanged: named(changes.offersChanged),
    },
  };
};
