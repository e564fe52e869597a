import type { SimCard } from '@simportal/contract/api/sims';
import { LABEL_MAX_LENGTH } from '@simportal/contract/card-fields';
import { Button, Flex } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/text-inputs.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateLabel } from '../api/sims-api.ts';
import { describeFailure } from '../failure.ts';

/**
 * A card's label being edited (the spec's tag): Enter or Save stores it, Escape or Cancel leaves it. Its own
 * module, fetched when editing starts (label-editor.tsx): the text field brings antd's input and form code,
 * which My SIMs otherwise never needs (decision 0056).
 */
export function LabelForm({ card, onClose }: { card: SimCard; onClose: () => void }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [value, setValue] = useState(card.label ?? '');
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateLabel();

  const save = async () => {
    const label = value.trim();
    if (label.length > LABEL_MAX_LENGTH) {
      setError(translateMessage('label_too_long'));
      return;
    }
    try {
      await mutation.mutateAsync({ id: card.id, label: label || null });
      notifySuccess('tag_edit_success');
      onClose();
    } catch (failure) {
      const described = describeFailure(failure, {
        fields: ['label'] as const,
        fieldOf: { label_exists: 'label' },
        fallback: 'tag_edit_failed',
      });
      const field = described.fields[0];
      if (field) setError(translateMessage(field.key));
      else if (described.notice) notifyError(described.notice);
    }
  };

  return (
    <Flex wrap align="center" gap={6} component="span" className="sim-label-edit">
      <Input
        autoFocus
        size="small"
        value={value}
        maxLength={LABEL_MAX_LENGTH}
        status={error ? 'error' : undefined}
        aria-label={t('sims.label.inputFor', { card: card.cardNumber })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t('sims.label.placeholder')}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onPressEnter={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      />
      <Flex gap={6} component="span">
        <Button type="primary" size="small" loading={mutation.isPending} onClick={() => void save()}>
          {t('sims.label.save')}
        </Button>
        <Button size="small" onClick={onClose}>
          {t('sims.label.cancel')}
        </Button>
      </Flex>
      {error && (
        <span id={errorId} role="alert" className="sim-label-error">
          {error}
        </span>
      )}
    </Flex>
  );
}
