// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { AddressSearch } from '../../../test-support/address.tsx';
import { renderInApp } from '../../../test-support/render.tsx';
import { TripDays, useTripDays } from './trip-days.tsx';

// "How many days?": a week until told, a length typed or picked kept in the address (?days=10) for a shared
// search, a week itself not written; a length outside 1–90 said beside the field and priced as none.

const words = shopEn.shop.trip;

function Trip() {
  const [days, setDays] = useTripDays();
  return (
    <>
      <TripDays days={days} onChange={setDays} />
      <output data-testid="days">{String(days)}</output>
      <AddressSearch />
    </>
  );
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe("the trip's length", () => {
  it('is a week until told, then the length picked or typed, kept in the address', async () => {
    await renderInApp(<Trip />, { path: '/plan?to=JP' });
    const user = userEvent.setup();
    expect(screen.getByTestId('days').textContent).toBe('7');
    expect(pressed(words.days_other.replace('{{count}}', '7'))).toBe('true');
    await user.click(screen.getByRole('button', { name: words.days_other.replace('{{count}}', '14') }));
    expect(screen.getByTestId('address').textContent).toBe('?to=JP&days=14');
    expect(pressed(words.days_other.replace('{{count}}', '14'))).toBe('true');
    expect(pressed(words.days_other.replace('{{count}}', '7'))).toBe('false');

    const field = screen.getByLabelText(words.label);
    await user.clear(field);
    await user.type(field, '10');
    expect(screen.getByTestId('days').textContent).toBe('10');
    expect(screen.getByTestId('address').textContent).toBe('?to=JP&days=10');
    await user.click(screen.getByRole('button', { name: words.days_other.replace('{{count}}', '7') }));
    expect(screen.getByTestId('address').textContent).toBe('?to=JP');
  });

  it('says a length out of range in Chinese and prices none', async () => {
    await renderInApp(<Trip />, { path: '/plan?days=3', locale: 'zh-CN' });
    const user = userEvent.setup();
    const field = screen.getByLabelText(shopZh.shop.trip.label);
    expect(field).toHaveProperty('value', '3');
    await user.clear(field);
    await user.type(field, '91');
    expect(screen.getByRole('alert').textContent).toBe(shopZh.shop.trip.invalid.replace('{{max}}', '90'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('days').textContent).toBe('null');
    expect(screen.getByTestId('address').textContent).toBe('?days=');
  });
});
