import type { NotificationPlacement } from 'antd/es/notification/interface';

/**
 * Where a toast goes so that it covers neither the page's heading nor an open dialog (issue #33, decision 0046).
 *
 * - A dialog is open: at the top, above where antd puts a dialog (100 px down); the page's heading is behind the
 *   dialog's mask then, and the dialog's own buttons stay free.
 * - A drawer is open (and no dialog over it): away from its title and close button, which sit at the very top. At
 *   the bottom on a phone, where a drawer fills the screen; on a wider screen in the bottom corner the drawer
 *   leaves free.
 * - Below 1024 px: at the bottom, above the shortcut bar (layouts/shortcut-bar.tsx), where it covers neither
 *   the heading nor the header.
 * - Wider: bottom right; at the top right (spec §9) it covered a heading's own buttons (My SIMs' Add card).
 */
/** A dialog on screen: not one antd keeps hidden, nor one closing (its leave motion), as after a bind. */
const OPEN_DIALOG = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal:not([class*="-leave"])';
const OPEN_DRAWER = '.ant-drawer-open';

export const toastPlacement = (doc: Document = document): NotificationPlacement => {
  if (doc.querySelector(OPEN_DIALOG)) return 'top';
  const narrow = doc.defaultView?.matchMedia?.('(max-width: 1023px)').matches ?? false;
  const drawer = doc.querySelector(OPEN_DRAWER);
  if (drawer && !narrow) return drawer.classList.contains('ant-drawer-left') ? 'bottomRight' : 'bottomLeft';
  return narrow ? 'bottom' : 'bottomRight';
};

/**
 * Calls `show` with the toast's place once it is known: at once when no dialog is open; else a few frames
 * later, since a dialog closed by the action the toast reports (a card bound) is still on screen, its leave
 * motion not yet begun, in the frame the toast is asked for.
 */
export const withToastPlacement = (show: (placement: NotificationPlacement) => void, frames = 4): void => {
  const placement = toastPlacement();
  if (placement !== 'top' || frames === 0) show(placement);
  else requestAnimationFrame(() => withToastPlacement(show, frames - 1));
};

/**
 * The shortcut bar is 49 px high (plus the phone's own inset, added in CSS): a toast at the bottom starts 16 px
 * above it. At the top a toast starts 8 px down and, one line high, ends before a dialog's 100 px.
 */
export const TOAST_OFFSETS = { top: 8, bottom: 65 } as const;
