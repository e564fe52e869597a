import type { ModalFuncProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { describe, expect, it, vi } from 'vitest';
import { lazyModal } from './lazy-modal.ts';

type Handle = ReturnType<HookAPI['confirm']>;

/** A stand-in for antd's modal hook: records what was opened and lets the test answer OK or Cancel. */
const fakeApi = () => {
  const opened: { kind: string; config: ModalFuncProps; handle: Handle; answer: (ok: boolean) => void }[] =
    [];
  const open = (kind: string) => (config: ModalFuncProps) => {
    let answer: (ok: boolean) => void = () => {};
    const answered = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    const handle = {
      destroy: vi.fn(),
      update: vi.fn(),
      // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable
      then: <T>(resolve: (confirmed: boolean) => T) => answered.then(resolve),
    } as unknown as Handle;
    opened.push({ kind, config, handle, answer });
    return handle;
  };
  const api = {
    info: open('info'),
    success: open('success'),
    error: open('error'),
    warning: open('warning'),
    confirm: open('confirm'),
  } as HookAPI;
  return { api, opened };
};

/** `whenReady` that resolves only when the test says antd's Modal has arrived. */
const arriving = () => {
  let arrive: (api: HookAPI) => void = () => {};
  const ready = new Promise<HookAPI>((resolve) => {
    arrive = resolve;
  });
  const whenReady = vi.fn(() => ready);
  return { whenReady, arrive };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('modal before antd Modal has loaded', () => {
  it('asks for Modal on the first dialog only, and opens each dialog once it is there', async () => {
    const { api, opened } = fakeApi();
    const { whenReady, arrive } = arriving();
    const modal = lazyModal(whenReady);
    expect(whenReady).not.toHaveBeenCalled();

    modal.confirm({ title: 'Enter the view?' });
    modal.info({ title: 'Note' });
    expect(opened).toEqual([]);
    arrive(api);
    await settle();
    expect(opened.map((dialog) => [dialog.kind, dialog.config.title])).toEqual([
      ['confirm', 'Enter the view?'],
      ['info', 'Note'],
    ]);
  });

  it("resolves `then` with antd's answer: true for OK, false for Cancel", async () => {
    const { api, opened } = fakeApi();
    const modal = lazyModal(async () => api);
    const ok = modal.confirm({ title: 'a' }).then(
      (confirmed) => confirmed,
      () => {},
    );
    const cancel = modal.confirm({ title: 'b' }).then(
      (confirmed) => confirmed,
      () => {},
    );
    await settle();
    opened[0]!.answer(true);
    opened[1]!.answer(false);
    expect(await ok).toBe(true);
    expect(await cancel).toBe(false);
  });

  it('applies updates made while Modal was on its way, in order, and later ones directly', async () => {
    const { api, opened } = fakeApi();
    const { whenReady, arrive } = arriving();
    const handle = lazyModal(whenReady).confirm({ title: 'a' });
    handle.update({ title: 'b' });
    handle.update({ okText: 'Go' });
    arrive(api);
    await settle();
    const update = vi.mocked(opened[0]!.handle.update);
    expect(update.mock.calls).toEqual([[{ title: 'b' }], [{ okText: 'Go' }]]);
    handle.update({ title: 'c' });
    expect(update).toHaveBeenLastCalledWith({ title: 'c' });
  });

  it('never opens a dialog destroyed before Modal arrived, and calls that a cancel', async () => {
    const { api, opened } = fakeApi();
    const { whenReady, arrive } = arriving();
    const handle = lazyModal(whenReady).confirm({ title: 'a' });
    handle.destroy();
    arrive(api);
    expect(
      await handle.then(
        (confirmed) => confirmed,
        () => {},
      ),
    ).toBe(false);
    expect(opened).toEqual([]);
  });

  it('destroys an open dialog through antd', async () => {
    const { api, opened } = fakeApi();
    const handle = lazyModal(async () => api).confirm({ title: 'a' });
    await settle();
    handle.destroy();
    expect(opened[0]!.handle.destroy).toHaveBeenCalledOnce();
  });
});
