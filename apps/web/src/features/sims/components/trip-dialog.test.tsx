// @vitest-environment jsdom
import type { CardBilling, CardTripBody } from '@simportal/contract/api/billing';
import { ERRORS } from '@simportal/contract/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { TripDialog } from './trip-dialog.tsx';

// A card's trip dates (decision 0072): the days billing starts and stops and the idle pause, saved as one body;
// the server's refusal of a day lands under that day.

serveApi();

const serveTrip = (answer: (body: CardTripBody) => Response) => {
  const sent: CardTripBody[] = [];
  apiServer.use(
    http.put('/api/billing/cards/12/trip', async ({ request }) => {
      const body = (await request.json()) as CardTripBody;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
};

const open = (billing: CardBilling, onClose = vi.fn(), locale?: 'zh-CN') =>
  renderInApp(<TripDialog open onClose={onClose} billing={billing} title="Trip dates · 1000000012" />, {
    locale,
  });

describe("a card's trip dates", () => {
  it('sends the days and the idle pause, and closes once saved', async () => {
    const words = simsEn.sims.trip;
    const sent = serveTrip((body) => ok(cardBilling({ trip: body })));
    const onClose = vi.fn();
    await open(cardBilling({ status: 'PAUSED' }), onClose);
    const starts = screen.getByLabelText(words.startsOn) as HTMLInputElement;
    // from tomorrow, within a year of the card's business day
    expect(starts.min).toBe('2026-11-24');
    expect(starts.max).toBe('2027-11-23');
    expect((screen.getByLabelText(words.endsAfter) as HTMLInputElement).min).toBe('2026-11-23');
    fireEvent.change(starts, { target: { value: '2026-12-06' } });
    fireEvent.change(screen.getByLabelText(words.endsAfter), { target: { value: '2026-12-20' } });
    await userEvent.click(screen.getByText('3 days'));
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ startsOn: '2026-12-06', endsAfter: '2026-12-20', idlePauseDays: 3 }]);
  });

  it("puts the server's refusal under the day it names, in Chinese", async () => {
    const words = simsZh.sims.trip;
    serveTrip(() =>
      failure(400, ERRORS.validation_failed.code, 'validation_failed', {
        issues: [{ in: 'body', field: 'endsAfter', rule: 'trip_end_past' }],
      }),
    );
    const onClose = vi.fn();
    await open(
      cardBilling({ trip: { startsOn: null, endsAfter: '2026-11-30', idlePauseDays: 7 } }),
      onClose,
      'zh-CN',
    );
    // what the card has is what the form starts from
    expect((screen.getByLabelText(words.endsAfter) as HTMLInputElement).value).toBe('2026-11-30');
    expect((screen.getByRole('radio', { name: '7 天' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText('停止计费前的最后一天不能早于今天')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
