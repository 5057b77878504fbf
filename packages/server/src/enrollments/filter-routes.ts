import { Messages } from '@benefit-store/domain';
import { Routes, ShellRoutes } from '@benefit-store/contract';
import { stateForZip } from '../catalog/zip-states.ts';
import type { Database } from '../db/database.ts';
import { answer, type Door } from '../http/door.ts';
import { followedByCart } from '../cart/cart-follows-quote.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { wireCartNotice } from '../catalog/wire.ts';
import { ownedForRead } from './ownership.ts';
import type { EnrollmentRow } from './enrollment-store.ts';
import { ChangeFilter, StartQuote, TrackElevateTraffic } from './filter-commands.ts';
import { readWizardColumn } from '../wizard/wizard-routes.ts';

/** The named piece of an enrollment, as get-enrollment-temp-info's `column` selects it. */
const readColumn = (enrollment: EnrollmentRow, column: string): { found: true; value: unknown } | { found: false } => {
  switch (column) {
    case 'filter_info':
      return { found: true, value: enrollment.filter };
    case 'type':
    case 'eprocess':
    case 'group_id':
      return { found: true, value: enrollment.context[column] ?? null };
    default:
      return { found: false };
  }
};

/** The quote filter: start a quote, change it, read it back, the 3-slide form's ZIP check, elevate traffic. */
export const registerFilterRoutes = (door: Door, { db, catalogue }: { db: Database; catalogue: CatalogueCache }) => {
  door.command(
    Routes.addFilterForNewUser,
    StartQuote,
    ({ body }) => ({ payload: body }),
    (saved) => answer.ok({ temp_enrollment_id: saved.enrollmentId, state: saved.state }),
  );

  // Submitting the filter updates it, then the cart follows (doc 001 section 4); the answer says what moved in the cart.
  door.command(
    Routes.changeFilterInfo,
    followedByCart(catalogue)(ChangeFilter),
    ({ params, body }) => ({ enrollmentId: params.tempId, payload: body }),
    (saved) => answer.ok({ temp_enrollment_id: saved.enrollmentId, state: saved.state, cart_changes: saved.cartChanges.map(wireCartNotice) }),
  );

  door.command(
    ShellRoutes.trackElevateTraffic,
    TrackElevateTraffic,
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    () => answer.ok({ tracked: true }),
  );

  door.route(Routes.getEnrollmentTempInfo, { session: 'optional' }, async ({ query, session, reply }) => {
    const owned = await ownedForRead(db, { session, reply }, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const column = readColumn(owned.enrollment, query.column);
    if (column.found) return answer.ok({ result: column.value });
    const wizard = await readWizardColumn(db, owned.enrollment, query.column);
    return wizard ? answer.ok({ result: wizard.value }) : answer.fail(422, { column: Messages.unknownColumn });
  });

  door.route(Routes.validateZipCode, { session: 'none' }, async ({ query }) => {
    const state = stateForZip(query.zip_code);
    if (!state) return answer.fail(422, { zip_code: query.zip_code === '' ? Messages.fieldRequired : Messages.invalidZip });
    return answer.ok({ zip_code: query.zip_code, state });
  });
};
