/**
 * What the requests of one turn of the event loop ask together, answered by one `send` on the next turn: every
 * request that asks before it is sent (all of them arrived before it) joins it and shares its answer, and one that
 * asks later starts the next. On PostgreSQL one round trip then serves many requests under load (docs/adr/0505): the
 * versions of the rows they name (`rowStamps`), one read they all ask (`readThrough`'s shared reads).
 */
export const nextTurnBatch = <T, R>(send: (asked: ReadonlySet<T>) => Promise<R>): ((asked?: Iterable<T>) => Promise<R>) => {
  let open: { readonly asked: Set<T>; readonly answer: Promise<R> } | undefined;
  return (asked = []) => {
    let batch = open;
    if (!batch) {
      const items = new Set<T>();
      const answer = new Promise<void>((go) => setImmediate(go)).then(() => {
        if (open?.asked === items) open = undefined;
        return send(items);
      });
      batch = open = { asked: items, answer };
    }
    for (const item of asked) batch.asked.add(item);
    return batch.answer;
  };
};
