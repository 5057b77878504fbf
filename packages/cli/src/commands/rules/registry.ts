import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { domainRules, type RuleProperty, type RuleRegistry } from '@benefit-store/domain/testing';

export interface RulesOptions {
  registry?: string;
}

const isRegistry = (value: unknown): value is RuleRegistry =>
  typeof value === 'object' && value !== null && 'rules' in value && Array.isArray(value.rules) && 'byName' in value && typeof value.byName === 'function';

/**
 * The registry to read: the domain's, or (with --registry) a module's `rules` or default export, e.g. QA's own
 * rules written with `defineRule` and `ruleRegistry` from @benefit-store/domain/testing.
 */
export const loadRegistry = async (options: RulesOptions): Promise<RuleRegistry> => {
  if (!options.registry) return domainRules;
  const module: { rules?: unknown; default?: unknown } = await import(pathToFileURL(resolve(options.registry)).href);
  const found = [module.rules, module.default].find(isRegistry);
  if (!found) throw new RegistryError(`${options.registry} exports no rule registry (export const rules = ruleRegistry([...]))`);
  return found;
};

export class RegistryError extends Error {}

/** The rules --rule names (all when absent); an unknown name is a usage error. */
export const pickRules = (registry: RuleRegistry, name: string | undefined): readonly RuleProperty[] => {
  if (name === undefined) return registry.rules;
  const rule = registry.byName(name);
  if (!rule) throw new RegistryError(`--rule: no rule named ${name} (see \`benefit-store rules list\`)`);
  return [rule];
};
