import { Command } from 'commander';
import { rulesCheckCommand } from './rules/check.ts';
import { rulesEvalCommand } from './rules/eval.ts';
import { rulesListCommand } from './rules/list.ts';

/** `rules`: the domain's rule properties for QA: list them, check them on generated inputs, evaluate one input. */
export const rulesCommand = () =>
  new Command('rules')
    .description("the domain's rule properties for QA: list, check on generated inputs (with replayable failures), evaluate one input")
    .option('--registry <module>', "read rules from this module's `rules` export instead of the domain's registry")
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store rules list
  $ benefit-store rules check --runs 1000 --seed 42
  $ benefit-store rules eval --rule contact/ten-digit-phone --input '"555123456"'

Runs locally: no server needed.`,
    )
    .addCommand(rulesListCommand())
    .addCommand(rulesCheckCommand())
    .addCommand(rulesEvalCommand());
