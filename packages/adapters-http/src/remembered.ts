import { ResultAsync, type Result } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';

/**
 * Asked once, then answered from memory: for what does not change while the app runs (the states, the option
 * lists, a plan's catalogue description), so that each screen showing it does not ask again (issue 23). A failure
 * is not remembered: the next call asks again.
 */
let generation = 0;

/**
 * Everything remembered is asked again on its next use: the words of option lists follow the visitor's language
 * (the server answers in the request's Accept-Language), so a language switch forgets them (docs/adr/0900).
 */
export const forgetRemembered = (): void => {
  generation += 1;
};

export const rememberedOnce = <A>(load: () => ResultAsync<A, DomainError>): (() => ResultAsync<A, DomainError>) => {
  let kept: Promise<Result<A, DomainError>> | undefined;
  let keptIn = generation;
  return () => {
    if (kept === undefined || keptIn !== generation) {
      keptIn = generation;
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
