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

/** A singleton made once from the values of `deps`. */
export const bindFactory = <T, D extends unknown[]>(container: Container, token: Token<T>, factory: (...deps: D) => NoInfer<T>, deps: TokensOf<D>): void => {
  container.bind<T>(token).toResolvedValue<D>(factory, deps).inSingletonScope();
};

/** What a token names, as its type. */
export const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);
