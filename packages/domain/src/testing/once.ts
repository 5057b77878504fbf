import type fc from 'fast-check';

/** Builds an arbitrary once: stringMatching arbitraries are costly to build, and chain() builds per sample. */
export const once = <T>(build: () => fc.Arbitrary<T>): (() => fc.Arbitrary<T>) => {
  let built: fc.Arbitrary<T> | undefined;
  return () => (built ??= build());
};
