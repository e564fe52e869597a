import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page whose screen a later issue builds: its title and an honest line that it is not available yet.
 * No fake forms or data, so nobody mistakes it for a working screen.
 */
export function PagePlaceholder({ titleKey, children }: { titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t(titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.notAvailableYet')}</Typography.Paragraph>
      {children}
    </section>
  );
}
