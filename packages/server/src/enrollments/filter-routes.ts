import { Messages } from '@benefit-store/domain';
import { Routes, ShellRoutes } from '@benefit-store/contract';
import { stateForZip } from './zip-states.ts';
import { answer, type Door } from '../http/door.ts';
import { StartQuote, TrackElevateTraffic } from './filter-commands.ts';

/**
 * The quote filter: start a quote, the 3-slide form's ZIP check, elevate traffic. Changing it is the cart's route (the
 * cart follows the quote, cart/cart-routes.ts); reading it back is get-enrollment-temp-info's (wizard/wizard-routes.ts).
 */
export const registerFilterRoutes = (door: Door) => {
  door.command(
    Routes.addFilterForNewUser,
    StartQuote,
    ({ body }) => ({ payload: body }),
    (saved) => answer.ok({ temp_enrollment_id: saved.enrollmentId, state: saved.state }),
  );

  door.command(
    ShellRoutes.trackElevateTraffic,
    TrackElevateTraffic,
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    () => answer.ok({ tracked: true }),
  );

  door.route(Routes.validateZipCode, { session: 'none' }, async ({ query }) => {
    const state = stateForZip(query.zip_code);
    if (!state) return answer.fail(422, { zip_code: query.zip_code === '' ? Messages.fieldRequired : Messages.invalidZip });
    return answer.ok({ zip_code: query.zip_code, state });
  });
};
