import { Command } from 'commander';
import { errAsync, okAsync } from 'neverthrow';
import { formatMoney, Messages, notFound, type PlanRef } from '@benefit-store/domain';
import type { CartView } from '@benefit-store/ports';
import { ExitCode, reportError } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';

const printCart = (cart: CartView) => {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  // What a change of the quote did to the cart (docs/adr/0613), before the cart itself.
  for (const notice of cart.notices) out(notice.message);
  if (cart.notices.length > 0) out();
  if (cart.lines.length === 0) return out(Messages.emptyCart);
  for (const l of cart.lines) out(`  ${l.planId.padEnd(8)} ${`${l.name}${l.label && l.label !== l.name ? ` (${l.label})` : ''}`.padEnd(48)} ${formatMoney(l.price)}/mo${l.removable ? '' : '  (required)'}`);
  out();
  out(`First Month Cost: ${formatMoney(cart.firstMonth)}`);
  out(`Recurring Cost:   ${formatMoney(cart.recurring)}`);
  out(`Total Cost:       ${formatMoney(cart.total)}`);
  if (cart.administrativeFeeNotice) out(`\n${Messages.administrativeFeeNotice}`);
  if (cart.evidenceOfInsurability) out(Messages.evidenceOfInsurability);
  for (const r of cart.riders) out(`Additional rider: ${r.planId} ${r.name} from ${formatMoney(r.options[0]?.price ?? 0)}/mo`);
};

/** The cart as read or changed; the screen a loaded cart carries (docs/adr/0713) is not printed. */
const show = (cart: CartView, json: boolean) =>
  json ? process.stdout.write(`${JSON.stringify({ ...cart, screen: undefined }, null, 2)}\n`) : printCart(cart);

interface AddOptions {
  option?: string;
  membership?: boolean;
  json?: boolean;
}

/** `cart add|remove|show`: the cart of the current quote. */
export const cartCommand = (wire: (options: GlobalOptions) => Wiring) => {
  const cart = new Command('cart').description('the cart of the current quote').addHelpText(
    'after',
    `
Examples:
  $ benefit-store cart add 101
  $ benefit-store cart add 301 --option 3010001 --json
  $ benefit-store cart show
  $ benefit-store cart remove 101`,
  );

  cart
    .command('add')
    .description('add a plan (the cheapest option unless --option); a refusal (blackout, already active, ...) exits 2 with its message')
    .argument('<planId>', 'plan id')
    .option('--option <pricingId>', 'price option id, from `plan <id>`')
    .option('--membership', 'with the membership the plan needs (prudential-type plans)')
    .option('--json', 'print the outcome in JSON')
    .action(async (planId: string, options: AddOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const { useCases } = wiring;
      const result = await useCases.openPlanDetail(planId).andThen((page) => {
        if (page.price.kind !== 'priced') {
          const outcome = page.price.outcome;
          return errAsync(notFound('message' in outcome ? outcome.message : `Plan ${planId} has no price for this quote`));
        }
        const pricingId = options.option ?? page.price.options[0]?.pricingId ?? '';
        const membership: PlanRef | undefined =
          options.membership && page.checks?.membership ? { planId: page.checks.membership.planId, pricingId: page.checks.membership.pricingId } : undefined;
        // Based on the version the plan's price was read at (docs/adr/0713), as the plan page's Add to Cart is.
        return useCases.addPlanToCart({ planId: page.detail.planId, pricingId, ...(membership ? { membership } : {}) }, page.screen);
      });
      wiring.persist();
      if (result.isErr()) return reportError(result.error, Boolean(options.json));
      const outcome = result.value;
      if (options.json) process.stdout.write(`${JSON.stringify(outcome, null, 2)}\n`);
      if (outcome.kind === 'refused') {
        if (!options.json) process.stderr.write(`${outcome.refusal.message}\n`);
        process.exitCode = ExitCode.invalidInput;
        return;
      }
      if (options.json) return;
      printCart(outcome.cart);
      if (outcome.offer) process.stdout.write(`\n${outcome.offer.title || 'Offer'}: ${outcome.offer.name} ${formatMoney(outcome.offer.price)}/mo (cart add ${outcome.offer.planId})\n`);
    });

  cart
    .command('remove')
    .description('remove a plan (its riders go with it)')
    .argument('<planId>', 'plan id')
    .option('--json', 'print the cart in JSON')
    .action(async (planId: string, options: { json?: boolean }, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const result = await wiring.useCases.loadCart().andThen((view) => {
        const line = view.lines.find((l) => l.planId === planId);
        // Based on the cart as just read: a change made meanwhile elsewhere is not undone (exit 2, docs/adr/0713).
        return line ? wiring.useCases.removePlanFromCart(line, view.screen) : okAsync(view);
      });
      wiring.persist();
      if (result.isErr()) return reportError(result.error, Boolean(options.json));
      show(result.value, Boolean(options.json));
    });

  cart
    .command('show')
    .description('show the cart: lines, First Month Cost, Recurring Cost, Total Cost, notices and riders')
    .option('--json', 'print the cart in JSON (prices in cents)')
    .action(async (options: { json?: boolean }, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const result = await wiring.useCases.loadCart();
      wiring.persist();
      if (result.isErr()) return reportError(result.error, Boolean(options.json));
      show(result.value, Boolean(options.json));
    });

  return cart;
};
