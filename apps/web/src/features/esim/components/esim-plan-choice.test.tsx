// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import esimEn from '../../../locales/en/esim.json' with { type: 'json' };
import esimZh from '../../../locales/zh-CN/esim.json' with { type: 'json' };
import { AddressSearch } from '../../../test-support/address.tsx';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { choose } from '../../../test-support/fields.ts';
import { catalogue } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { EsimPlanChoice, useEsimPlan } from './esim-plan-choice.tsx';

// The basic plan bought with a new eSIM: any plan on sale, each with its price, or none yet; the choice kept
// in the address (?plan=2), where a plan page's "new eSIM" link puts it, and what it means said under it.

serveApi(http.get('/api/catalog', () => ok(catalogue())));

const words = esimEn.esim.apply;

/** What the choice handed on, in order. */
let handed: (number | null)[] = [];
beforeEach(() => {
  handed = [];
});

function Purchase() {
  const [planId, setPlan] = useEsimPlan();
  const choose = (id: number | null) => {
    handed.push(id);
    setPlan(id);
  };
  return (
    <>
      <EsimPlanChoice planId={planId} onChange={choose} />
      <AddressSearch />
    </>
  );
}

describe("a new eSIM's plan", () => {
  it('opens on the plan of the address, and keeps the choice there', async () => {
    await renderInApp(<Purchase />, { path: '/mySims/applyEsim?plan=2' });
    expect(await screen.findByTitle('Japan 7 Days · $10.00 per 7-day cycle')).toBeTruthy();
    expect(screen.getByText(words.planHint)).toBeTruthy();
    await choose(words.plan, words.planLater);
    expect(screen.getByTestId('address').textContent).toBe('');
    expect(screen.getByText(words.planLaterHint)).toBeTruthy();

    await choose(words.plan, 'Japan 7 Days · $10.00 per 7-day cycle');
    expect(screen.getByTestId('address').textContent).toBe('?plan=2');
    expect(handed).toEqual([null, 2]);
  });

  it('offers no plan for an address that names none, and prices the plans in Chinese', async () => {
    await renderInApp(<Purchase />, { path: '/mySims/applyEsim?plan=two', locale: 'zh-CN' });
    const zh = esimZh.esim.apply;
    expect(screen.getByTitle(zh.planLater)).toBeTruthy();
    await choose(zh.plan, '日本 7 天 · 每 7 天 US$10.00');
    expect(screen.getByTestId('address').textContent).toBe('?plan=2');
  });
});
