// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top.ts';

function Shell() {
  useScrollToTop();
  return <Outlet />;
}

const openAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: ['/plan', '/pay', '/mySims'].map((p) => ({ path: p, Component: () => p })),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});

describe('useScrollToTop', () => {
  it('opens a page reached by a link or a redirect at its top', async () => {
    const router = openAt('/plan');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/pay?order=1'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/mySims', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the place when only the address’s query changes, on Back, or for an anchor', async () => {
    const router = openAt('/plan');
    await act(() => router.navigate('/plan?to=JP&days=10'));
    await act(() => router.navigate('/mySims#card-13'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/plan');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
