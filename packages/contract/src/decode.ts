import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';

/** Decodes a value or says, in one line per problem, which path held what it did not expect. */
export const decode = <A>(codec: t.Decoder<unknown, A>, value: unknown): { ok: true; value: A } | { ok: false; problems: string[] } => {
  const result = codec.decode(value);
  if (!isLeft(result)) return { ok: true, value: result.right };
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
