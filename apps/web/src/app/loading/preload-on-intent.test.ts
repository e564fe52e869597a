// @vitest-environment jsdom
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../routes.ts';
import { preloadOnIntent } from './preload-on-intent.ts';

const pageRoute = (path: string): PageRoute => ({
  path,
  layout: 'default',
  page: vi.fn(() => Promise.resolve(() => null)),
});

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('preloading a page on intent', () => {
  it("fetches a linked page's code once, when a pointer, a focus or a finger reaches its link", () => {
    const plan = pageRoute('/plan');
    const traffic = pageRoute('/mySims/:id/traffic');
    const routes: RouteObject[] = [
      { children: [plan, traffic].map((route) => ({ path: route.path, handle: { route } })) },
    ];
    stop = preloadOnIntent(routes);
    document.body.innerHTML =
      '<a href="/plan"><span>Plans</span></a><a href="/mySims/12/traffic">Traffic</a><a href="https://elsewhere.example/plan">Away</a>';
    const [toPlan, toTraffic, away] = document.querySelectorAll('a');
    toPlan!.querySelector('span')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    toPlan!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    away!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(plan.page).toHaveBeenCalledTimes(1);
    expect(traffic.page).not.toHaveBeenCalled();
    toTraffic!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(traffic.page).toHaveBeenCalledTimes(1);
  });
});
