// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue, shopAddOn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PriceGuide } from './price-guide.tsx';

// The price guide: every plan and add-on on sale, live from the catalogue, priced in the reader's language and
// the catalogue's currency, with the ways to all the plans and all the add-ons.

serveApi(http.get('/api/catalog', () => ok(catalogue({ addOns: [shopAddOn()] }))));

const words = shopEn.home.prices;
const column = (title: string) => within(screen.getByRole('heading', { name: title }).parentElement!);

describe('the price guide', () => {
  it('prices each plan and add-on on sale, and leads to all of them', async () => {
    await renderInApp(<PriceGuide />);
    expect(await screen.findByText(words.lead.replace('{{currency}}', 'US dollars'))).toBeTruthy();
    const plans = column(words.plansTitle);
    expect(plans.getByText('Japan 7 Days')).toBeTruthy();
    expect(plans.getByText('$10.00 per 7-day cycle')).toBeTruthy();
    expect(plans.getByRole('link', { name: words.allPlans }).getAttribute('href')).toBe('/plan');
    const addOns = column(words.addOnsTitle);
    expect(addOns.getByText('Extra 1 GB')).toBeTruthy();
    expect(addOns.getByText('$3.00')).toBeTruthy();
    expect(addOns.getByText('1 GB of extra high-speed data')).toBeTruthy();
    expect(addOns.getByRole('link', { name: words.allAddOns }).getAttribute('href')).toBe('/addOn');
  });

  it('names the currency and prices in Chinese, and says when nothing is on sale', async () => {
    apiServer.use(http.get('/api/catalog', () => ok(catalogue({ plans: [], addOns: [shopAddOn()] }))));
    await renderInApp(<PriceGuide />, { locale: 'zh-CN' });
    const zh = shopZh.home.prices;
    expect(await screen.findByText(zh.lead.replace('{{currency}}', '美元'))).toBeTruthy();
    expect(column(zh.addOnsTitle).getByText('US$3.00')).toBeTruthy();
    // a one-line summary: the traffic once, said as Chinese says it (issue #56)
    expect(column(zh.addOnsTitle).getByText('另加 1 GB 高速流量')).toBeTruthy();
    expect(column(zh.plansTitle).getByText(shopZh.shop.status.emptyPlans)).toBeTruthy();
  });
});
