import { type AdminCardListQuery, compareCardNumbers } from '@simportal/contract/api/admin';
import { CARD_TYPES, SIM_STATUSES } from '@simportal/contract/enums';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

// "Any" is a real option rather than a placeholder: antd's placeholder grey misses WCAG AA contrast.
const ANY = '';
const DIGITS = /^[0-9]{1,20}$/;

export type CardFilter = Omit<AdminCardListQuery, 'page' | 'pageSize'>;

interface FilterValues {
  cardNumberFrom?: string;
  cardNumberTo?: string;
  status?: string;
  type?: string;
  starterPack?: string;
  deleted?: string;
  holder?: string;
}

const text = (value: string | undefined) => value?.trim() || undefined;

/** The form's values as the API's filter: empty fields are no filter. */
export const toCardFilter = (values: FilterValues): CardFilter => ({
  cardNumberFrom: text(values.cardNumberFrom),
  cardNumberTo: text(values.cardNumberTo),
  status: (values.status || undefined) as CardFilter['status'],
  type: (values.type || undefined) as CardFilter['type'],
  starterPack: (values.starterPack || undefined) as CardFilter['starterPack'],
  deleted: (values.deleted || undefined) as CardFilter['deleted'],
  holder: text(values.holder),
});

/**
 * Card List filters: card number ≥ and ≤ (digits, compared as numbers: 9 < 10), status, type, StarterPack,
 * deleted cards (to release them) and holder (username or email).
 */
export function CardFilters({ onSearch }: { onSearch: (filter: CardFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const yesNo = [
    { value: ANY, label: t('admin.common.any') },
    { value: 'true', label: t('admin.common.yes') },
    { value: 'false', label: t('admin.common.no') },
  ];
  const digitsRule = { pattern: /^\s*[0-9]{1,20}\s*$/, message: t('card_number_format', { ns: 'messages' }) };

  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      className="admin-filters"
      name="card-filters"
      initialValues={{ status: ANY, type: ANY, starterPack: ANY, deleted: ANY }}
      onFinish={(values) => onSearch(toCardFilter(values))}
    >
      <Form.Item name="cardNumberFrom" label={t('admin.cards.from')} rules={[digitsRule]}>
        <Input inputMode="numeric" allowClear className="admin-filter-number" />
      </Form.Item>
      <Form.Item
        name="cardNumberTo"
        label={t('admin.cards.to')}
        dependencies={['cardNumberFrom']}
        rules={[
          digitsRule,
          ({ getFieldValue }) => ({
            validator: async (_, to: string | undefined) => {
              const from = text(getFieldValue('cardNumberFrom'));
              const upper = text(to);
              if (
                from &&
                upper &&
                DIGITS.test(from) &&
                DIGITS.test(upper) &&
                compareCardNumbers(from, upper) > 0
              ) {
                throw new Error(t('admin.cards.rangeReversed'));
              }
            },
          }),
        ]}
      >
        <Input inputMode="numeric" allowClear className="admin-filter-number" />
      </Form.Item>
      <Form.Item name="status" label={t('admin.cards.status')}>
        <Select
          className="admin-filter-select"
          options={[
            { value: ANY, label: t('admin.common.any') },
            ...SIM_STATUSES.map((status) => ({ value: status, label: t(`cardStatus.${status}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="type" label={t('admin.cards.type')}>
        <Select
          className="admin-filter-select"
          options={[
            { value: ANY, label: t('admin.common.any') },
            ...CARD_TYPES.map((type) => ({ value: type, label: t(`admin.type.${type}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="starterPack" label={t('admin.cards.starterPack')}>
        <Select className="admin-filter-select" options={yesNo} />
      </Form.Item>
      <Form.Item name="deleted" label={t('admin.cards.deleted')}>
        <Select className="admin-filter-select" options={yesNo} />
      </Form.Item>
      <Form.Item name="holder" label={t('admin.cards.holder')}>
        <Input allowClear placeholder={t('admin.cards.holderPlaceholder')} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('admin.common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('admin.common.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
