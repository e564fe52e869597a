import useModal, { type HookAPI } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

/**
 * antd's modal hook, in a chunk of its own: FeedbackProvider renders it the first time a page opens a
 * confirmation (`App.useApp().modal`), so Modal and what it brings (antd's form context, dialog motion) stay
 * out of the first load.
 */
export function ModalHost({ onReady }: { onReady: (api: HookAPI) => void }) {
  const [api, holder] = useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
