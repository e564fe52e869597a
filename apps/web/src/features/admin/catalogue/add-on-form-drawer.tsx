import type { AddOnInput, AdminAddOn } from '@simportal/contract/api/catalog-admin';
import { CATALOGUE_LIMITS } from '@simportal/contract/catalogue-limits';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useLocale } from '../use-admin-format.ts';
import { CatalogueDrawer } from './catalogue-drawer.tsx';
import {
  CatalogueItemFields,
  type ItemFormValues,
  itemBody,
  itemFormValues,
} from './catalogue-item-fields.tsx';
import { useCatalogueItemForm } from './use-catalogue-item-form.ts';

interface AddOnFormValues extends ItemFormValues {
  trafficMb: number | null;
}

const valuesOf = (addOn: AdminAddOn | null): AddOnFormValues => ({
  ...itemFormValues(addOn ?? undefined),
  trafficMb: addOn?.current.trafficMb ?? null,
});

/** Create or edit an add-on; a new price or amount of data is sold from the moment it is saved. */
export function AddOnFormDrawer({
  open,
  addOn,
  onClose,
}: {
  open: boolean;
  addOn: AdminAddOn | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { form, saving, submit } = useCatalogueItemForm({
    kind: 'add-ons',
    open,
    item: addOn,
    valuesOf: () => valuesOf(addOn),
    bodyOf: (values: AddOnFormValues): AddOnInput => ({
      ...itemBody(values),
      trafficMb: values.trafficMb ?? 0,
    }),
    onClose,
  });

  return (
    <CatalogueDrawer
      open={open}
      onClose={onClose}
      title={
        addOn ? t('admin.catalogue.editAddOn', { name: addOn.name[locale] }) : t('admin.catalogue.newAddOn')
      }
      note={addOn ? t('admin.catalogue.addOnTermsNote', { version: addOn.current.version + 1 }) : null}
      saving={saving}
      onSave={() => void submit()}
    >
      <Form<AddOnFormValues> form={form} layout="vertical" requiredMark={false} name="catalogue-add-on">
        <CatalogueItemFields priceLabel={t('admin.catalogue.field.addOnPrice')} />
        <Form.Item
          name="trafficMb"
          label={t('admin.catalogue.field.trafficMb')}
          rules={[
            { required: true, message: translateMessage('field_required') },
            {
              type: 'integer',
              min: 1,
              max: CATALOGUE_LIMITS.maxTrafficMb,
              message: translateMessage('invalid_value'),
            },
          ]}
        >
          <InputNumber precision={0} controls={false} className="catalogue-form-number" />
        </Form.Item>
      </Form>
    </CatalogueDrawer>
  );
}
