// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import commonEn from '../locales/en/common.json' with { type: 'json' };
import commonZh from '../locales/zh-CN/common.json' with { type: 'json' };
import { renderInApp } from '../test-support/render.tsx';
import { CopyButton } from './copy-button.tsx';

// A copy button named by what it copies: the value itself goes to the clipboard and the button says so; a
// clipboard that refuses leaves it saying Copy.

const words = commonEn.common;

describe('the copy button', () => {
  it('copies the value itself, named by its label, and says it is copied', async () => {
    const user = userEvent.setup();
    await renderInApp(<CopyButton value="PO-7K3M9QXA" label="Reference" />);
    const button = screen.getByRole('button', { name: words.copyOf.replace('{{value}}', 'Reference') });
    expect(button.textContent).toBe(words.copy);
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('PO-7K3M9QXA');
    expect(await screen.findByText(words.copied)).toBeTruthy();
  });

  it('keeps saying Copy when the clipboard refuses, in Chinese', async () => {
    const user = userEvent.setup();
    // after user-event's setup, which puts its own clipboard in place
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await renderInApp(<CopyButton value="MATCH-1234" />, { locale: 'zh-CN' });
    const button = screen.getByRole('button', {
      name: commonZh.common.copyOf.replace('{{value}}', 'MATCH-1234'),
    });
    await user.click(button);
    expect(button.textContent).toBe(commonZh.common.copy);
    expect(screen.queryByText(commonZh.common.copied)).toBeNull();
  });
});
