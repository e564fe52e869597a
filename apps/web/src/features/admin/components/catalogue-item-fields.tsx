import { CATALOGUE_LIMITS } from '@simportal/contract/catalogue-limits';
import { allDestinationCodes } from '@simportal/contract/destinations';
import { minorToMajorString, parseMajorToMinor } from '@simportal/contract/money';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DestinationSelect } from '../../../components/destination-select.tsx';
import { translateMessage } from '../../../lib/i18n.ts';

/** The fields a plan and an add-on share, as the form holds them (the price as typed, in major units). */
export interface ItemFormValues {
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  price: string;
  sortOrder: number | null;
  coverage: string[];
}

/** The form's values of a saved item, or of a new one. */
export const itemFormValues = (item?: {
  name: { en: string; 'zh-CN': string };
  description: { en: string; 'zh-CN': string };
  current: { priceMinor: number };
  sortOrder: number;
  coverage: string[];
}): ItemFormValues => ({
  nameEn: item?.name.en ?? '',
  nameZh: item?.name['zh-CN'] ?? '',
  descriptionEn: item?.description.en ?? '',
  descriptionZh: item?.description['zh-CN'] ?? '',
  price: item ? minorToMajorString(item.current.priceMinor) : '',
  sortOrder: item?.sortOrder ?? 0,
  coverage: item?.coverage ?? [],
});

/** The API body's shared part; the price was checked by the form's rule. */
export const itemBody = (values: ItemFormValues) => ({
  name: { en: values.nameEn, 'zh-CN': values.nameZh },
  description: { en: values.descriptionEn, 'zh-CN': values.descriptionZh },
  priceMinor: parseMajorToMinor(values.price) ?? -1,
  sortOrder: values.sortOrder ?? 0,
  coverage: values.coverage,
});

/** Which form field an API field's error belongs to ('name.zh-CN' → nameZh, 'coverage.3' → coverage). */
export const formFieldOf = (apiField: string): string => {
  const [head, tail] = apiField.split('.');
  if (head === 'name' || head === 'description') return `${head}${tail === 'zh-CN' ? 'Zh' : 'En'}`;
  if (head === 'priceMinor') return 'price';
  return head ?? apiField;
};

const required = () => ({ required: true, whitespace: true, message: translateMessage('name_required') });

/** Names and descriptions in both languages, price, order in the shop and where it works. */
export function CatalogueItemFields({ priceLabel }: { priceLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="catalogue-form-pair">
        <Form.Item name="nameEn" label={t('admin.catalogue.field.nameEn')} rules={[required()]}>
          <Input maxLength={CATALOGUE_LIMITS.nameLength} lang="en" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('admin.catalogue.field.nameZh')} rules={[required()]}>
          <Input maxLength={CATALOGUE_LIMITS.nameLength} lang="zh-CN" />
        </Form.Item>
      </div>
      <Form.Item name="descriptionEn" label={t('admin.catalogue.field.descriptionEn')}>
        <Input.TextArea maxLength={CATALOGUE_LIMITS.descriptionLength} autoSize={{ minRows: 2 }} lang="en" />
      </Form.Item>
      <Form.Item name="descriptionZh" label={t('admin.catalogue.field.descriptionZh')}>
        <Input.TextArea
          maxLength={CATALOGUE_LIMITS.descriptionLength}
          autoSize={{ minRows: 2 }}
          lang="zh-CN"
        />
      </Form.Item>
      <div className="catalogue-form-pair">
        <Form.Item
          name="price"
          label={priceLabel}
          rules={[
            {
              validator: async (_, typed: string | undefined) => {
                const minor = parseMajorToMinor(typed ?? '');
                if (!typed?.trim()) throw new Error(translateMessage('amount_required'));
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
