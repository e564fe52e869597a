import { describe, expect, it, vi } from 'vitest';
import { goToLogin, loginPath, setNavigator } from './navigation.ts';

describe('loginPath', () => {
  it('carries the way back as the redirect query parameter', () => {
    expect(loginPath('/mySims?tab=esim')).toBe('/login?redirect=%2FmySims%3Ftab%3Desim');
  });

  it('leaves it out for the root, nothing, or the login page itself', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login');
  });
});

describe('goToLogin', () => {
  it('sends the user to /login through the registered navigator, remembering where they were going', () => {
    const navigate = vi.fn();
    setNavigator({ navigate, currentPath: () => '/recharge' });
    goToLogin();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Frecharge');
    goToLogin('login_expired');
    expect(navigate).toHaveBeenLastCalledWith('/login?redirect=%2Frecharge&reason=login_expired');
  });

  it('keeps the first way back when several requests meet the same ended session', () => {
    const navigate = vi.fn();
    let at = '/consumptionRecord';
    setNavigator({
      navigate: (to) => {
        navigate(to);
        at = to;
      },
      currentPath: () => at,
    });
    goToLogin('login_expired');
    goToLogin('login_expired');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(at).toBe('/login?redirect=%2FconsumptionRecord&reason=login_expired');
  });
});
