// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressSearch } from '../../../test-support/address.tsx';
import { renderInApp } from '../../../test-support/render.tsx';
import { useDestination } from './destination-filter.tsx';
import { useTripDays } from './trip-days.tsx';
import { useTripUsage } from './trip-usage.tsx';

// /plan keeps the traveller's answers in the address (?to=JP&days=10&use=heavy&esim=1). Answers given faster
// than the page renders again (each answer is a navigation) all stay: each builds on the one before it.

let answer: (() => void) | null = null;

function Answers() {
  const [, setTo] = useDestination();
  const [, setDays] = useTripDays();
  const { setUsage, setEsim } = useTripUsage();
  answer = () => {
    setTo('JP');
    setDays(10);
    setUsage('heavy');
    setEsim(true);
  };
  return <AddressSearch />;
}

describe("the trip's answers in the address", () => {
  it('keeps every answer given in one moment, and the ones already there', async () => {
    await renderInApp(<Answers />, { path: '/plan?lang=zh-CN' });
    act(() => answer!());
    expect(new URLSearchParams(screen.getByTestId('address').textContent!).toString()).toBe(
      'lang=zh-CN&to=JP&days=10&use=heavy&esim=1',
    );
  });

  it('builds on the address as it is once the page has rendered it again', async () => {
    function Clear() {
      const [, setTo] = useDestination();
      const [, setDays] = useTripDays();
      return (
        <>
          <button type="button" onClick={() => setTo(null)}>
            anywhere
          </button>
          <button type="button" onClick={() => setDays(3)}>
            three days
          </button>
          <AddressSearch />
        </>
      );
    }
    await renderInApp(<Clear />, { path: '/plan?to=KR&days=10' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'anywhere' }));
    await user.click(screen.getByRole('button', { name: 'three days' }));
    expect(screen.getByTestId('address').textContent).toBe('?days=3');
  });
});
