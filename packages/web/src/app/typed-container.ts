import type { Container } from 'inversify';
import type { Token } from '@benefit-store/ports';

/** The tokens of a factory's parameters, in order: each carries its parameter's type. */
export type TokensOf<D extends unknown[]> = { [K in keyof D]-?: Token<D[K]> };

/**
 * Typed binding over inversify: the type comes from the token, so a factory (or a value) of another type does not
 * compile, nor does a factory whose parameters the listed tokens do not give (see typed-container.test.ts).
 */
export const bindValue = <T>(container: Container, token: Token<T>, value: NoInfer<T>): void => {
  container.bind<T>(token).toConstantValue(value);
};

/** A singleton made once, on first use, from the values of `deps`. */
export const bindFactory = <T, D extends unknown[]>(container: Container, token: Token<T>, factory: (...deps: D) => NoInfer<T>, deps: TokensOf<D>): void => {
  // The tuple of tokens gives the tuple of values: `D` is what `TokensOf` was built from.
  container
    .bind<T>(token)
    .toDynamicValue(({ container: from }) => factory(...(deps.map((dep: Token<unknown>) => from.get(dep)) as D)))
    .inSingletonScope();
};

/** What a token names, as its type. */
export const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);
