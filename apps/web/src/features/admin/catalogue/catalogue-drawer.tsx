import { Alert, Button, Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';

/**
 * The frame of the catalogue's editors: a drawer the width of a phone on a phone, what a change will do said
 * first (`note`), the form, and Cancel / Save at the bottom.
 */
export function CatalogueDrawer({
  open,
  title,
  note,
  saving,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  note: string | null;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={phone ? '100%' : 560}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('admin.catalogue.save')}
          </Button>
        </Flex>
      }
    >
      {note && <Alert className="catalogue-form-note" type="info" showIcon title={note} />}
      {children}
    </Drawer>
  );
}
