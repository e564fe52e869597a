import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationRequest, needsUserInfo } from './guard.ts';
import { PAGE_ROUTES, type PageRoute } from './routes.ts';

const route = (path: string): PageRoute => {
  const found = PAGE_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const loggedOut = { isLoggedIn: false };
const loggedIn = { isLoggedIn: true };
const customer = { level: 0 };
const admin = { level: 1 };

const decide = (path: string, routePath: string, auth: NavigationRequest['auth'], userInfo = customer) =>
  decideNavigation({ path, route: route(routePath), auth, userInfo });

describe('navigation guard: the login and register forms are for visitors', () => {
  it('sends a logged-in user on to where a login would: the way back, else their home', () => {
    expect(decide('/login', '/login', loggedIn)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/login?redirect=%2FmySims', '/login', loggedIn)).toEqual({
      kind: 'redirect',
      to: '/mySims',
    });
    expect(decide('/register', '/register', loggedIn, admin)).toEqual({ kind: 'redirect', to: '/adminMode' });
    expect(decide('/login?redirect=%2F%2Fevil.example', '/login', loggedIn)).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decide('/passwordReset', '/passwordReset', loggedIn)).toEqual({ kind: 'allow' });
  });
});

describe('navigation guard: logged out (spec §4, §6)', () => {
  const whitelist = [
    ['/login', '/login'],
    ['/register', '/register'],
    ['/home', '/home'],
    ['/plan', '/plan'],
    ['/addOn', '/addOn'],
    ['/passwordReset', '/passwordReset'],
    ['/disclaimer/cn', '/disclaimer/:locale'],
    ['/disclaimer/en', '/disclaimer/:locale'],
    ['/pay', '/pay'],
    ['/pay/paySuccess', '/pay/paySuccess'],
  ] as const;

  it.each(whitelist)('allows the whitelisted %s', (path, routePath) => {
    expect(decideNavigation({ path, route: route(routePath), auth: loggedOut, userInfo: null })).toEqual({
      kind: 'allow',
    });
  });

  it.each(['/mySims', '/consumptionRecord', '/adminMode', '/personal', '/recharge', '/echarts'])(
    'sends %s to /login with a way back',
    (path) => {
      const decision = decideNavigation({ path, route: route(path), auth: loggedOut, userInfo: null });
      expect(decision).toEqual({ kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` });
    },
  );

  it('keeps the query string in the way back', () => {
    expect(decide('/mySims?tab=esim', '/mySims', loggedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FmySims%3Ftab%3Desim',
    });
  });

  it('shows the 404 page rather than a login form for an unknown path', () => {
    expect(decide('/no/such/page', '*', loggedOut)).toEqual({ kind: 'allow' });
  });

  it('does not reload user info', () => {
    expect(needsUserInfo(loggedOut)).toBe(false);
  });
});

describe('navigation guard: logged in', () => {
  it('reloads the user info first', () => {
    expect(needsUserInfo(loggedIn)).toBe(true);
  });

  it('keeps the last user info offline, where no reload can come', () => {
    expect(needsUserInfo(loggedIn, false)).toBe(false);
  });

  it.each(['/mySims', '/consumptionRecord', '/personal', '/recharge', '/echarts', '/home', '/plan'])(
    'allows a customer to open %s',
    (path) => {
      expect(decide(path, path, loggedIn, customer)).toEqual({ kind: 'allow' });
    },
  );

  it('sends an administrator opening /plan to /adminMode', () => {
    expect(decide('/plan', '/plan', loggedIn, admin)).toEqual({ kind: 'redirect', to: '/adminMode' });
  });

  it('lets an administrator open /adminMode and other pages', () => {
    expect(decide('/adminMode', '/adminMode', loggedIn, admin)).toEqual({ kind: 'allow' });
    expect(decide('/mySims', '/mySims', loggedIn, admin)).toEqual({ kind: 'allow' });
  });

  it('sends a customer opening /adminMode to /plan', () => {
    expect(decide('/adminMode', '/adminMode', loggedIn, customer)).toEqual({ kind: 'redirect', to: '/plan' });
  });

  it('treats a user whose info could not be loaded as a customer', () => {
    const decision = decideNavigation({
      path: '/adminMode',
      route: route('/adminMode'),
      auth: loggedIn,
      userInfo: null,
    });
    expect(decision).toEqual({ kind: 'redirect', to: '/plan' });
  });
});

describe('navigation guard: a member of another account (decision 0103)', () => {
  const member = { level: 0, member: true };
  it('keeps them on their cards and their own account, and sends them to My SIMs from anything else', () => {
    for (const path of ['/mySims', '/mySims/:id/traffic', '/mySims/:id/alerts', '/personal'])
      expect(decide(path, path, loggedIn, member)).toEqual({ kind: 'allow' });
    for (const path of [
      '/home',
      '/plan',
      '/addOn',
      '/consumptionRecord',
      '/recharge',
      '/integrations',
      '/inbox',
    ])
      expect(decide(path, path, loggedIn, member)).toEqual({ kind: 'redirect', to: '/mySims' });
    // a customer who is nobody's member opens them as before
    expect(decide('/consumptionRecord', '/consumptionRecord', loggedIn)).toEqual({ kind: 'allow' });
  });
});
