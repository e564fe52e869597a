import type { SimCard } from '@simportal/contract/api/sims';
import { Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Typography } from '../../../components/typography.tsx';

/** The field and its buttons, fetched when editing starts; a field-sized block stands there until then. */
const LabelForm = lazyPart(
  () => import('./label-form.tsx').then((module) => module.LabelForm),
  () => (
    <Flex wrap align="center" gap={6} component="span">
      <Skeleton.Input size="small" />
    </Flex>
  ),
);

/** A card's label (the spec's tag), edited in place (label-form.tsx). */
export function LabelEditor({ card }: { card: SimCard }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);

  if (editing)
    // offline, the field's code cannot come: the toast says so, and the label and its Edit button are back
    return <LabelForm card={card} onClose={() => setEditing(false)} onLoadFailed={() => setEditing(false)} />;
  return (
    <span className="sim-label">
      {card.label ? (
        <span>{card.label}</span>
      ) : (
        <Typography.Text type="secondary">{t('sims.label.none')}</Typography.Text>
      )}
      <Button
        type="link"
        size="small"
        // the form's code is fetched as the pointer or the focus comes to the button, before the press
        onPointerEnter={LabelForm.preload}
        onFocus={LabelForm.preload}
        onClick={() => setEditing(true)}
        aria-label={t('sims.label.editFor', { card: card.cardNumber })}
      >
        {t('sims.label.edit')}
      </Button>
    </span>
  );
}
