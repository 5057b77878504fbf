import type * as t from 'io-ts';

/** Decodes a value or says, in one line per problem, which path held what it did not expect. */
export const decode = <A>(codec: t.Decoder<unknown, A>, value: unknown): { ok: true; value: A } | { ok: false; problems: string[] } => {
  const result = codec.decode(value);
  // The tag, not fp-ts's isLeft: importing fp-ts/lib (CommonJS) put a second copy of fp-ts beside the ES build io-ts
  // uses into the storefront's first script (issue 23).
  if (result._tag === 'Right') return { ok: true, value: result.right };
  return {
    ok: false,
    problems: result.left.map((error) => {
      const path = error.context
        .map((entry) => entry.key)
        .filter((key) => key !== '' && !/^\d+$/.test(key))
        .join('.');
      return `${path || '(root)'}: expected ${error.context.at(-1)?.type.name ?? 'value'}, got ${JSON.stringify(error.value)}`;
    }),
  };
};
