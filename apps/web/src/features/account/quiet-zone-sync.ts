import { isActingAsAnotherUser } from '../../lib/acting-as.ts';
import { queryClient } from '../../lib/query-client.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { isLoggedIn } from '../../stores/auth-state.ts';
import { authStore } from '../../stores/auth-store.ts';
import { quietHoursQuery, saveQuietHours } from './api/quiet-hours-api.ts';

let synced = false;

/**
 * Quiet hours that follow the device (issue #68): once a page load of a logged-in session, when the device's
 * time zone is not the one saved (a traveller landed abroad), it is saved quietly, so the hours hold where the
 * person is, whether or not they are on yet. Not in an administrator's customer view (the customer's setting). A
 * failure waits for the next load.
 */
export const syncQuietZone = (): void => {
  const state = authStore.getState();
  if (synced || !isLoggedIn(state) || isActingAsAnotherUser(state.accessToken)) return;
  synced = true;
  void (async () => {
    const hours = await queryClient.fetchQuery(quietHoursQuery());
    const device = browserTimeZone();
    if (!hours.followDevice || hours.timeZone === device) return;
    queryClient.setQueryData(
      quietHoursQuery().queryKey,
      await saveQuietHours({ ...hours, timeZone: device }),
    );
  })().catch(() => {});
};
