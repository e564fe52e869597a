import { describe, expect, it } from 'vitest';
import { translationsOf } from '../locales/bundles.ts';

const en = translationsOf('en');

import { drawerEntries, menuEntries } from './menu.ts';
import { APP_ROUTES, PAGE_ROUTES, paramsAccepted } from './routes.ts';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('route table (spec §2)', () => {
  it('has every path once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('whitelists exactly the visitor routes of spec §6, plus the 404 page', () => {
    const publicPaths = PAGE_ROUTES.filter((route) => route.public).map((route) => route.path);
    expect(publicPaths.sort()).toEqual(
      [
        '/login',
        '/register',
        '/home',
        '/plan',
        '/addOn',
        '/passwordReset',
        '/disclaimer/:locale',
        '/pay',
        '/pay/paySuccess',
        // an owner's invitation to be an administrator (issue #34): its token is the credential
        '/invite',
        // an account owner's invitation of a member (decision 0103): likewise
        '/join',
        '*',
      ].sort(),
    );
  });

  it('marks only /adminMode as an admin route', () => {
    expect(PAGE_ROUTES.filter((route) => route.access === 'admin').map((route) => route.path)).toEqual([
      '/adminMode',
    ]);
  });

  it('gives every page but the 404 a title key that the English texts translate', () => {
    for (const route of PAGE_ROUTES.filter((candidate) => candidate.path !== '*')) {
      expect(route.titleKey, route.path).toBeDefined();
      expect(typeof lookup(route.titleKey!), route.titleKey).toBe('string');
    }
  });

  it('uses the spec title key my_recharge_record for /consumptionRecord', () => {
    expect(PAGE_ROUTES.find((route) => route.path === '/consumptionRecord')?.titleKey).toBe(
      'route.my_recharge_record',
    );
  });

  it('builds the menu from the visible entries in their order', () => {
    expect(menuEntries(PAGE_ROUTES).map((entry) => entry.path)).toEqual([
      '/addOn',
      '/mySims',
      '/consumptionRecord',
      '/integrations',
    ]);
  });

  it("gives an administrator Admin Management, not the shop nor a customer's empty screens (issue #67)", () => {
    expect(menuEntries(PAGE_ROUTES, 'admin').map((entry) => entry.path)).toEqual(['/adminMode']);
    expect(drawerEntries(PAGE_ROUTES, 'admin').map((entry) => entry.path)).toEqual(['/adminMode']);
  });

  it("gives a visitor the shop and My SIMs, not a customer's records nor Integrations (issue #67)", () => {
    expect(menuEntries(PAGE_ROUTES, 'guest').map((entry) => entry.path)).toEqual(['/addOn', '/mySims']);
  });

  it("puts the basic plans first in a phone's menu, a visitor's and a customer's (issue #67)", () => {
    expect(drawerEntries(PAGE_ROUTES, 'guest').map((entry) => entry.path)).toEqual([
      '/plan',
      '/addOn',
      '/mySims',
    ]);
    expect(drawerEntries(PAGE_ROUTES, 'customer').map((entry) => entry.path)).toEqual([
      '/plan',
      '/addOn',
      '/mySims',
      '/consumptionRecord',
      '/integrations',
    ]);
  });

  it('gives a member of another account My SIMs alone, and not the plans (decision 0103)', () => {
    expect(menuEntries(PAGE_ROUTES, 'member').map((entry) => entry.path)).toEqual(['/mySims']);
    expect(drawerEntries(PAGE_ROUTES, 'member').map((entry) => entry.path)).toEqual(['/mySims']);
  });

  it('accepts only cn and en as the disclaimer language', () => {
    const disclaimer = PAGE_ROUTES.find((route) => route.path === '/disclaimer/:locale')!;
    expect(paramsAccepted(disclaimer, { locale: 'cn' })).toBe(true);
    expect(paramsAccepted(disclaimer, { locale: 'en' })).toBe(true);
    expect(paramsAccepted(disclaimer, { locale: 'fr' })).toBe(false);
  });
});
