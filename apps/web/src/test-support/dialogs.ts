import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Clicks the button named `button` and waits for the dialog named `dialog` it opens. A lazy dialog's first open
 * fetches its code (components/lazy-dialog.tsx): on a busy machine that passes findBy's default second.
 */
export const openDialog = async (button: string, dialog: string) => {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog }, { timeout: 5_000 });
};
