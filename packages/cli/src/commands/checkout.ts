import { Command, Option } from 'commander';
import { formatMoney } from '@benefit-store/domain';
import { AFTER_CHECKOUT_PATH } from '@benefit-store/ports';
import { reportError } from '../output.ts';
import type { GlobalOptions, Wiring } from '../wiring.ts';

interface CheckoutOptions {
  date?: string;
  type: 'rep' | 'applicant';
  json?: boolean;
}

/** `checkout`: Proceed to Checkout, the confirmation, and cart-checkout with the effective date. */
export const checkoutCommand = (wire: (options: GlobalOptions) => Wiring) =>
  new Command('checkout')
    .description('check out the cart with an effective date (unless --date: the one chosen at an earlier checkout, else the first offered); then continue with the enrollment')
    .option('--date <MM/DD/YYYY>', 'effective date, one of those offered')
    .addOption(new Option('--type <type>', 'Rep Enrollment or Member Enrollment').choices(['rep', 'applicant']).default('applicant'))
    .option('--json', 'print {upsells, effectiveDates, checkout} in JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store checkout
  $ benefit-store checkout --type rep --date 01/01/2027 --json`,
    )
    .action(async (options: CheckoutOptions, command: Command) => {
      const wiring = wire(command.optsWithGlobals<GlobalOptions>());
      const { useCases } = wiring;
      // Checkout is based on the cart as this command read it (docs/adr/0713): one changed meanwhile does not check out.
      const result = await useCases.loadCart().andThen(({ screen }) =>
        useCases.startCheckout().andThen(({ upsells }) =>
          useCases.loadEffectiveDates().andThen(({ dates, chosen }) =>
            useCases.checkOutCart(options.date ?? chosen ?? dates[0] ?? '', options.type, screen).map((done) => ({ upsells, effectiveDates: dates, checkout: done })),
          ),
        ),
      );
      wiring.persist();
      if (result.isErr()) return reportError(result.error, Boolean(options.json));
      if (options.json) return void process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
      for (const u of result.value.upsells) process.stdout.write(`Offer: ${u.name} ${formatMoney(u.price)}/mo (cart add ${u.planId})\n`);
      process.stdout.write(`Checked out, effective ${result.value.checkout.effectiveDate}. Next: ${AFTER_CHECKOUT_PATH}\n`);
    });
