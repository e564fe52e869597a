// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import { serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, DAILY_PLAN, simCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardActions } from './card-actions.tsx';

// A card's More menu comes in its own module, after the cards have rendered (card-more-menu.tsx). Until it has
// arrived the same button stands there, and a press on it is not lost: the menu opens once its code is in.

const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./card-more-menu.tsx', async (original) => {
  await arrival.arrived;
  return original();
});

serveApi();

describe("a card's More menu", () => {
  it('opens on a press made before its code arrived, once the code is in', async () => {
    const onOrderPlan = vi.fn();
    const user = userEvent.setup();
    await renderInApp(
      <CardActions
        card={simCard({ status: 'USING' })}
        billing={cardBilling({ status: 'USING', currentPlan: DAILY_PLAN })}
        onOrderPlan={onOrderPlan}
        onBuyAddOn={vi.fn()}
        onTrip={vi.fn()}
      />,
    );
    const more = simsEn.sims.actions.for
      .replace('{{action}}', simsEn.sims.actions.more)
      .replace('{{card}}', '1000000012');
    await user.click(screen.getByRole('button', { name: more }));
    expect(screen.queryByRole('menu')).toBeNull();

    arrival.release();
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByText(billingEn.billing.panel.changePlan));
    expect(onOrderPlan).toHaveBeenCalledTimes(1);
  });
});
