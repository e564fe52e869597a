import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it, vi } from 'vitest';
import { lazyToasts } from './lazy-toasts.ts';
import type { Toasts } from './toast-host.tsx';

/** Stand-ins for antd's toast instances: record what was shown; a message closes when the test says so. */
const fakeToasts = () => {
  const shown: string[] = [];
  const notification = {
    success: vi.fn((args: { title: string }) => shown.push(`notification.success ${args.title}`)),
    error: vi.fn((args: { title: string }) => shown.push(`notification.error ${args.title}`)),
  } as unknown as NotificationInstance;
  const closeMessage = vi.fn();
  let closed: (value: boolean) => void = () => {};
  const message = {
    success: vi.fn((content: string) => {
      shown.push(`message.success ${content}`);
      const whenClosed = new Promise<boolean>((resolve) => {
        closed = resolve;
      });
      return Object.assign(closeMessage, {
        // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable
        then: whenClosed.then.bind(whenClosed),
      }) as unknown as MessageType;
    }),
  } as unknown as MessageInstance;
  return { toasts: { notification, message } as Toasts, shown, closeMessage, close: () => closed(true) };
};

/** `whenReady` that resolves only when the test says the toast code has arrived. */
const arriving = () => {
  let arrive: (toasts: Toasts) => void = () => {};
  const ready = new Promise<Toasts>((resolve) => {
    arrive = resolve;
  });
  return { whenReady: vi.fn(() => ready), arrive };
};

describe('toasts before their code has arrived', () => {
  it('shows each toast asked for meanwhile once it arrives, in order', async () => {
    const { whenReady, arrive } = arriving();
    const { notification } = lazyToasts(whenReady);
    const fake = fakeToasts();
    notification.error({ title: 'network_error' });
    notification.success({ title: 'saved' });
    expect(fake.shown).toEqual([]);
    arrive(fake.toasts);
    await vi.waitFor(() =>
      expect(fake.shown).toEqual(['notification.error network_error', 'notification.success saved']),
    );
  });

  it("gives a message handle that closes it and resolves when it closes, like antd's", async () => {
    const { whenReady, arrive } = arriving();
    const { message } = lazyToasts(whenReady);
    const fake = fakeToasts();
    const handle = message.success('copied');
    let settled = false;
    const done = Promise.resolve(handle).then((value) => {
      settled = true;
      return value;
    });
    handle();
    arrive(fake.toasts);
    await vi.waitFor(() => expect(fake.closeMessage).toHaveBeenCalledOnce());
    expect(settled).toBe(false);
    fake.close();
    await expect(done).resolves.toBe(true);
  });
});
