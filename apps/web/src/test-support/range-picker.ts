import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types the first and last day of the range picker on screen (lazy-range-picker.tsx) as a user does: the picker
 * arrives after its form (a lazy part), and each input takes its day followed by Enter.
 */
export const typeRange = async (start: string, end: string) => {
  const user = userEvent.setup();
  const [from, to] = await screen.findAllByRole('textbox', undefined, { timeout: 10_000 });
  await user.click(from!);
  await user.clear(from!);
  await user.type(from!, `${start}{Enter}`);
  await user.click(to!);
  await user.clear(to!);
  await user.type(to!, `${end}{Enter}`);
};
