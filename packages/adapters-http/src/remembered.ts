import { ResultAsync, type Result } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';

/**
 * Asked once, then answered from memory: for what does not change while the app runs (the states, the option
 * lists, a plan's catalogue description), so that each screen showing it does not ask again (issue 23). A failure
 * is not remembered: the next call asks again.
 */
export const rememberedOnce = <A>(load: () => ResultAsync<A, DomainError>): (() => ResultAsync<A, DomainError>) => {
  let kept: Promise<Result<A, DomainError>> | undefined;
  return () => {
    if (kept === undefined) {
      const asked = Promise.resolve(load());
      kept = asked;
      void asked.then((answer) => {
        if (answer.isErr() && kept === asked) kept = undefined;
      });
    }
    return new ResultAsync(kept);
  };
};

/** The same, one memory per key (a plan's description by its id). */
export const rememberedByKey = <K, A>(load: (key: K) => ResultAsync<A, DomainError>): ((key: K) => ResultAsync<A, DomainError>) => {
  const byKey = new Map<K, () => ResultAsync<A, DomainError>>();
  return (key) => {
    let remembered = byKey.get(key);
    if (remembered === undefined) {
      remembered = rememberedOnce(() => load(key));
      byKey.set(key, remembered);
    }
    return remembered();
  };
};
