// @vitest-environment jsdom
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test-support/render.tsx';
import { type DialogProps, lazyDialog } from './lazy-dialog.tsx';

// A dialog whose code is fetched on its first open: nothing of it before, mounted for good after (so closing
// animates); a fetch that fails (offline) is said, the dialog reports itself closed and the next open asks again.

afterEach(() => vi.restoreAllMocks());

function Order({ open, onClose }: DialogProps) {
  return open ? (
    <div role="dialog" aria-label="Order">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ) : (
    <p>closing</p>
  );
}

function Page({ Dialog }: { Dialog: ReturnType<typeof lazyDialog<DialogProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Order this plan
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('a dialog fetched on its first open', () => {
  it('fetches nothing until opened, then stays mounted when closed', async () => {
    const load = vi.fn(async () => Order);
    await renderInApp(<Page Dialog={lazyDialog(load)} />);
    const user = userEvent.setup();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order this plan' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByText('closing')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Order this plan' }));
    expect(await screen.findByRole('dialog', { name: 'Order' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a failed fetch in Chinese, reports itself closed, and asks again on the next open', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<typeof Order>>().mockRejectedValueOnce(offline).mockResolvedValue(Order);
    // React reports the error its boundary caught; the toast is what the user sees
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInApp(<Page Dialog={lazyDialog(load)} />, { locale: 'zh-CN' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Order this plan' }));
    expect(await screen.findByText(messagesZhCn.network_error)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order this plan' }));
    expect(await screen.findByRole('dialog', { name: 'Order' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
