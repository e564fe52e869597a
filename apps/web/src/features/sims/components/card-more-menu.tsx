import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';

export interface CardMoreMenuProps {
  items: MenuProps['items'];
  onChoose: (key: string) => void;
  /** The button's visible text and its accessible name. */
  text: string;
  name: string;
  busy: boolean;
  /** Opened as it mounts: the button was pressed before this code had arrived. */
  openAtStart?: boolean;
  /** Told once that press has been answered, so that a later mount does not open the menu again. */
  onOpenedAtStart?: () => void;
}

/**
 * A card's "More" button and its menu. Its own module, fetched as My SIMs first renders its cards
 * (card-actions.tsx): antd's dropdown brings its menu, tooltip and overflow code, which the page's first load
 * need not wait for (decision 0056).
 */
export function CardMoreMenu({
  items,
  onChoose,
  text,
  name,
  busy,
  openAtStart = false,
  onOpenedAtStart,
}: CardMoreMenuProps) {
  const [open, setOpen] = useState(openAtStart);
  // the press is answered by this mount's first render; the parent then forgets it
  useEffect(() => {
    if (openAtStart) onOpenedAtStart?.();
  }, [openAtStart, onOpenedAtStart]);
  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onChoose(key);
        },
      }}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
    >
      <Button loading={busy} aria-label={name}>
        {text}
      </Button>
    </Dropdown>
  );
}
