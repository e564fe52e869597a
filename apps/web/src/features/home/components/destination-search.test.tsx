// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue, shopPlan } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { DestinationSearch } from './destination-search.tsx';

// The home page's "Where are you going?": the destinations the plans on sale cover, counted once each, found
// by a name in either language; choosing one opens the plans that work there.

const plan = (id: number, coverage: string[]) =>
  shopPlan({ id, code: `plan-${id}`, name: { en: `Plan ${id}`, 'zh-CN': `套餐 ${id}` }, coverage });
const CATALOGUE = catalogue({ plans: [plan(1, ['JP', 'KR']), plan(2, ['JP', 'FR'])] });

serveApi(http.get('/api/catalog', () => ok(CATALOGUE)));

function Plans() {
  const { pathname, search } = useLocation();
  return <p>plans page {`${pathname}${search}`}</p>;
}
const home = (
  <Routes>
    <Route path="/home" element={<DestinationSearch />} />
    <Route path="/plan" element={<Plans />} />
  </Routes>
);

describe("the home page's destination search", () => {
  it('counts each destination the plans cover once, and opens the plans of one typed in Chinese', async () => {
    await renderInApp(home, { locale: 'zh-CN', path: '/home' });
    const words = shopZh.home.destinations;
    expect(await screen.findByText(words.count.replace('{{count}}', '3'))).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(shopZh.shop.destinations.label), '韩国');
    await user.click(await screen.findByTitle('韩国'));
    expect(await screen.findByText('plans page /plan?to=KR')).toBeTruthy();
  });

  it('offers only the destinations on sale', async () => {
    await renderInApp(home, { path: '/home' });
    await screen.findByText(shopEn.home.destinations.count.replace('{{count}}', '3'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(shopEn.shop.destinations.label), 'Germany');
    expect(screen.queryByTitle('Germany')).toBeNull();
    await user.clear(screen.getByLabelText(shopEn.shop.destinations.label));
    await user.type(screen.getByLabelText(shopEn.shop.destinations.label), 'fr');
    await user.click(await screen.findByTitle('France'));
    expect(await screen.findByText('plans page /plan?to=FR')).toBeTruthy();
  });
});
