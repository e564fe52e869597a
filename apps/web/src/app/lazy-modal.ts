import type { ModalFuncProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';

type Kind = keyof HookAPI;
type Opened = ReturnType<HookAPI[Kind]>;
type ConfigUpdate = Parameters<Opened['update']>[0];

const KINDS: readonly Kind[] = ['info', 'success', 'error', 'warning', 'confirm'];

/**
 * `App.useApp().modal` before antd's Modal has been fetched: each call waits for `whenReady` (which fetches
 * and mounts it), then opens the dialog; `destroy`, `update` and `then` behave as on antd's own handle, also
 * when called while the dialog is still on its way.
 */
export const lazyModal = (whenReady: () => Promise<HookAPI>): HookAPI => {
  const open =
    (kind: Kind) =>
    (config: ModalFuncProps): Opened => {
      // undefined while antd's Modal is on its way; null when destroyed before it opened
      let handle: Opened | null | undefined;
      let destroyed = false;
      const updates: ConfigUpdate[] = [];
      // antd's handle is a thenable: it is wrapped, or the promise would wait for the dialog's answer instead
      const opened = whenReady().then((api) => {
        handle = destroyed ? null : api[kind](config);
        for (const update of updates) handle?.update(update);
        return { handle };
      });
      return {
        destroy: () => {
          destroyed = true;
          handle?.destroy();
        },
        update: (update) => {
          if (handle === undefined) updates.push(update);
          else handle?.update(update);
        },
        // antd's handle resolves with true on OK and false on cancel; one destroyed before it opened is a cancel
        // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable, and this stands in for it
        then: async (resolve, reject) => {
          const current = (await opened.catch(() => ({ handle: null }))).handle;
          return current ? current.then(resolve, reject) : resolve(false);
        },
      };
    };
  return Object.fromEntries(KINDS.map((kind) => [kind, open(kind)])) as HookAPI;
};
