import { type ComponentType, useState } from 'react';
import { type LazyPart, lazyPart } from './lazy-part.tsx';

/** What a dialog component takes, at least. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog component (antd Modal with its form) whose code is fetched the first time it opens: until then
 * nothing of it is rendered, and once opened it stays mounted, so closing animates as before. Fetching fails
 * (offline): the toast says so, the dialog reports itself closed, and the next open asks again. This is for
 * dialogs that are components of their own (confirmations go through `useFeedback().modal`). `preload` fetches the code ahead, when the pointer or focus reaches the opening button.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const Dialog = lazyPart(load);

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    // the first open mounts it (state set while rendering: React renders again at once, before committing)
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Dialog
        {...props}
        onLoadFailed={() => {
          setOpened(false);
          props.onClose();
        }}
      />
    );
  }
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}
