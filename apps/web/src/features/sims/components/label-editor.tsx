import type { SimCard } from '@simportal/contract/api/sims';
import { LABEL_MAX_LENGTH } from '@simportal/contract/card-fields';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateLabel } from '../api/sims-api.ts';
import { describeFailure } from '../failure.ts';

/** A card's label (the spec's tag), edited in place: Enter or Save stores it, Escape or Cancel leaves it. */
export function LabelEditor({ card }: { card: SimCard }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateLabel();

  const start = () => {
    setValue(card.label ?? '');
    setError(null);
    setEditing(true);
  };

  const save = async () => {
    const label = value.trim();
    if (label.length > LABEL_MAX_LENGTH) {
      setError(translateMessage('label_too_long'));
      return;
    }
    try {
      await mutation.mutateAsync({ id: card.id, label: label || null });
      notifySuccess('tag_edit_success');
      setEditing(false);
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

  if (!editing) {
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
          onClick={start}
          aria-label={t('sims.label.editFor', { card: card.cardNumber })}
        >
          {t('sims.label.edit')}
        </Button>
      </span>
    );
  }
  return (
    <span className="sim-label-edit">
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
          if (event.key === 'Escape') setEditing(false);
        }}
      />
      <span className="sim-label-buttons">
        <Button type="primary" size="small" loading={mutation.isPending} onClick={() => void save()}>
          {t('sims.label.save')}
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          {t('sims.label.cancel')}
        </Button>
      </span>
      {error && (
        <span id={errorId} role="alert" className="sim-label-error">
          {error}
        </span>
      )}
    </span>
  );
}
