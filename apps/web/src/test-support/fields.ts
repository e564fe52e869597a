import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Filling a form's fields as a user does, at the speed a test can afford.

/** Pastes `text` into `field`: typed key by key, each key re-renders an antd form (seconds a test). */
export const fill = async (field: HTMLElement, text: string) => {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(text);
};

/** Opens the select labelled `label` and picks the option named `option` in the list it opened. */
export const choose = async (label: string, option: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(label));
  const lists = document.querySelectorAll<HTMLElement>(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
  );
  await user.click(within(lists[lists.length - 1]!).getByTitle(option));
};
