import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types the first and last day of the range picker on screen (lazy-range-picker.tsx) as a user does: the picker
 * arrives after its form (a lazy part), and each input takes its day, then Enter.
 */
export const typeRange = async (start: string, end: string) => {
  const user = userEvent.setup();
  const picker = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('.ant-picker-range');
      if (!found) throw new Error('the range picker has not arrived');
      return found;
    },
    { timeout: 10_000 },
  );
  const [from, to] = within(picker).getAllByRole('textbox');
  // each day pasted whole, then Enter: typed key by key, each key re-renders the picker's calendar
  for (const [input, day] of [
    [from!, start],
    [to!, end],
  ] as const) {
    await user.click(input);
    await user.clear(input);
    await user.paste(day);
    await user.keyboard('{Enter}');
  }
};
