import type { LocalizedText } from '@simportal/contract/api/catalog';
import { CATALOGUE_LIMITS } from '@simportal/contract/catalogue-limits';
import { allDestinationCodes } from '@simportal/contract/destinations';
import { LOCALES } from '@simportal/contract/locales';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { minorToMajorString, parseMajorToMinor } from '@simportal/contract/money';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DestinationSelect } from '../../../components/destination-select.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import type { FormField } from './show-field-errors.ts';

/** The fields a plan and an add-on share, as the form holds them (the price as typed, in major units). */
export interface ItemFormValues {
  name: LocalizedText;
  description: LocalizedText;
  price: string;
  sortOrder: number | null;
  coverage: string[];
}

/** The form's values of a saved item, or of a new one. */
export const itemFormValues = (item?: {
  name: LocalizedText;
  description: LocalizedText;
  current: { priceMinor: number };
  sortOrder: number;
  coverage: string[];
}): ItemFormValues => ({
  name: inLocaleOrder(item?.name),
  description: inLocaleOrder(item?.description),
  price: item ? minorToMajorString(item.current.priceMinor) : '',
  sortOrder: item?.sortOrder ?? 0,
  coverage: item?.coverage ?? [],
});

/** The API body's shared part; the price was checked by the form's rule. */
export const itemBody = (values: ItemFormValues) => ({
  name: values.name,
  description: values.description,
  priceMinor: parseMajorToMinor(values.price) ?? -1,
  sortOrder: values.sortOrder ?? 0,
  coverage: values.coverage,
});

/** Which form field an API field's error belongs to ('name.zh-CN' → ['name', 'zh-CN'], 'coverage.3' → coverage). */
export const formFieldOf = (apiField: string): FormField => {
  const [head, tail] = apiField.split('.');
  if ((head === 'name' || head === 'description') && tail) return [head, tail];
  if (head === 'priceMinor') return 'price';
  return head ?? apiField;
};

const required = () => ({ required: true, whitespace: true, message: translateMessage('name_required') });

/** Names and descriptions in every language, price, order in the shop and where it works. */
export function CatalogueItemFields({ priceLabel }: { priceLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      {/* one field per language of LOCALES: a language added there is asked for here (its label in admin.json) */}
      <div className="catalogue-form-pair">
        {LOCALES.map((locale) => (
          <Form.Item
            key={locale}
            name={['name', locale]}
            label={t(`admin.catalogue.field.name.${locale}`)}
            rules={[required()]}
          >
            <Input maxLength={CATALOGUE_LIMITS.nameLength} lang={locale} />
          </Form.Item>
        ))}
      </div>
      {LOCALES.map((locale) => (
        <Form.Item
          key={locale}
          name={['description', locale]}
          label={t(`admin.catalogue.field.description.${locale}`)}
        >
          <Input.TextArea
            maxLength={CATALOGUE_LIMITS.descriptionLength}
            autoSize={{ minRows: 2 }}
            lang={locale}
          />
        </Form.Item>
      ))}
      <div className="catalogue-form-pair">
        <Form.Item
          name="price"
          label={priceLabel}
          rules={[
            {
              validator: async (_, typed: string | undefined) => {
                const minor = parseMajorToMinor(typed ?? '');
                // nothing here to choose: the shop's "choose or enter" would mislead
                if (!typed?.trim()) throw new Error(t('admin.common.amountRequired'));
                if (minor === null || minor > CATALOGUE_LIMITS.maxPriceMinor)
                  throw new Error(translateMessage('amount_invalid'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="1.50" />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label={t('admin.catalogue.field.sortOrder')}
          extra={t('admin.catalogue.field.sortOrderHint')}
          rules={[
            {
              type: 'integer',
              min: 0,
              max: CATALOGUE_LIMITS.maxSortOrder,
              message: translateMessage('invalid_value'),
            },
          ]}
        >
          <InputNumber precision={0} controls={false} className="catalogue-form-number" />
        </Form.Item>
      </div>
      <Form.Item
        name="coverage"
        label={t('admin.catalogue.field.coverage')}
        rules={[{ required: true, type: 'array', min: 1, message: translateMessage('coverage_required') }]}
      >
        <DestinationSelect
          multiple
          codes={allDestinationCodes()}
          placeholder={t('admin.catalogue.field.coveragePlaceholder')}
        />
      </Form.Item>
    </>
  );
}
