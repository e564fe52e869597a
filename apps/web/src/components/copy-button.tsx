import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A copy button big enough to tap (antd's `copyable` icon is 13×15 px): its name says what it copies, and it
 * says "Copied" for a moment after.
 */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2_000);
  };
  return (
    <Button
      onClick={() => void copy().catch(() => setCopied(false))}
      icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
      aria-label={t('common.copyOf', { value: label ?? value })}
    >
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </Button>
  );
}
