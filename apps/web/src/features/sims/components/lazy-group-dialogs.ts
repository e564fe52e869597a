import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';

// The groups' dialogs and menu, fetched when first wanted (decision 0056): My SIMs' first load brings none of
// antd's Modal, Radio or Dropdown code for them.

export const GroupsDialog = lazyDialog(() =>
  import('./groups-dialog.tsx').then((module) => module.GroupsDialog),
);

export const GroupActionDialog = lazyDialog(() =>
  import('./group-action-dialog.tsx').then((module) => module.GroupActionDialog),
);

export const MoveToGroupDialog = lazyDialog(() =>
  import('./move-to-group-dialog.tsx').then((module) => module.MoveToGroupDialog),
);

export const GroupActionsMenu = lazyPart(() =>
  import('./group-actions-menu.tsx').then((module) => module.GroupActionsMenu),
);
