import { lazyDialog } from '../../../../components/lazy-dialog.tsx';

// The order dialogs as the pages use them: fetched with antd's Modal, Form and Select on the first open, so
// the catalogue and My SIMs load without them.
export const OrderPlanDialog = lazyDialog(() =>
  import('./order-plan-dialog.tsx').then((module) => module.OrderPlanDialog),
);
export const BuyAddOnDialog = lazyDialog(() =>
  import('./buy-add-on-dialog.tsx').then((module) => module.BuyAddOnDialog),
);
