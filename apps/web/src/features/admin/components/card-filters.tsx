import { type AdminCardListQuery, compareCardNumbers } from '@simportal/contract/api/admin';
import { CARD_TYPES, SIM_STATUSES } from '@simportal/contract/enums';
import { Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from '../../../components/clear-icon.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useLocale } from '../use-admin-format.ts';

// "Any" is a real option rather than a placeholder: antd's placeholder grey misses WCAG AA contrast.
const ANY = '';
const DIGITS = /^[0-9]{1,20}$/;

export type CardFilter = Omit<AdminCardListQuery, 'page' | 'pageSize'>;

interface FilterValues {
  q?: string;
  planId?: number | '';
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
  q: text(values.q),
  planId: values.planId || undefined,
  cardNumberFrom: text(values.cardNumberFrom),
  cardNumberTo: text(values.cardNumberTo),
  status: (values.status || undefined) as CardFilter['status'],
  type: (values.type || undefined) as CardFilter['type'],
  starterPack: (values.starterPack || undefined) as CardFilter['starterPack'],
  deleted: (values.deleted || undefined) as CardFilter['deleted'],
  holder: text(values.holder),
});

/** How many filters `filter` sets. */
const countOf = (filter: CardFilter) => Object.values(filter).filter((value) => value !== undefined).length;

/**
 * Card List filters: one search box (number, ICCID or label starting with it, or a holder's name or email
 * containing it: issue #59), the basic plan, card number ≥ and ≤ (digits, compared as numbers: 9 < 10), status,
 * type, StarterPack, deleted cards (to release them) and holder (username or email). A customer's group joins
 * them when customers have groups. In a row on a wider screen; on a phone behind a button that says how many
 * are set, in a drawer of one field a row.
 */
export function CardFilters({ onSearch }: { onSearch: (filter: CardFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const phone = useMediaQuery(PHONE_QUERY);
  const locale = useLocale();
  const catalogue = useCatalogue();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(0);
  const search = (filter: CardFilter) => {
    setApplied(countOf(filter));
    setOpen(false);
    onSearch(filter);
  };
  const reset = () => {
    form.resetFields();
    search({});
  };
  const yesNo = [
    { value: ANY, label: t('admin.common.any') },
    { value: 'true', label: t('admin.common.yes') },
    { value: 'false', label: t('admin.common.no') },
  ];
  const digitsRule = { pattern: /^\s*[0-9]{1,20}\s*$/, message: t('card_number_format', { ns: 'messages' }) };
  const numberInput = (
    <Input inputMode="numeric" allowClear={{ clearIcon: <ClearIcon /> }} className="admin-filter-number" />
  );

  const fields = (
    <>
      <Form.Item name="q" label={t('admin.cards.search')}>
        <Input
          type="search"
          allowClear={{ clearIcon: <ClearIcon /> }}
          placeholder={t('admin.cards.searchPlaceholder')}
          className="admin-filter-search"
        />
      </Form.Item>
      <Form.Item name="planId" label={t('admin.cards.plan')}>
        <Select
          className="admin-filter-select"
          loading={catalogue.isPending}
          options={[
            { value: ANY, label: t('admin.common.any') },
            ...(catalogue.data?.plans ?? []).map((plan) => ({ value: plan.id, label: plan.name[locale] })),
          ]}
        />
      </Form.Item>
      <Form.Item name="cardNumberFrom" label={t('admin.cards.from')} rules={[digitsRule]}>
        {numberInput}
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
        {numberInput}
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
        <Input allowClear={{ clearIcon: <ClearIcon /> }} placeholder={t('admin.cards.holderPlaceholder')} />
      </Form.Item>
    </>
  );
  const formProps = {
    form,
    name: 'card-filters',
    initialValues: { planId: ANY, status: ANY, type: ANY, starterPack: ANY, deleted: ANY },
    onFinish: (values: FilterValues) => search(toCardFilter(values)),
  };

  if (phone)
    return (
      <Flex wrap gap="8px 12px" align="center">
        <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {applied > 0 ? t('admin.cards.filtersOn', { count: applied }) : t('admin.cards.filters')}
        </Button>
        {applied > 0 && <Button onClick={reset}>{t('admin.cards.clearFilters')}</Button>}
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title={t('admin.cards.filters')}
          size="100%"
          footer={
            <Flex gap={8} className="admin-drawer-footer">
              <Button onClick={reset}>{t('admin.common.reset')}</Button>
              <Button type="primary" onClick={() => form.submit()}>
                {t('admin.common.search')}
              </Button>
            </Flex>
          }
        >
          <Form<FilterValues> {...formProps} layout="vertical" className="admin-filter-drawer">
            {fields}
          </Form>
        </Drawer>
      </Flex>
    );

  return (
    <Form<FilterValues> {...formProps} layout="inline" className="admin-filters">
      {fields}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('admin.common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={reset}>{t('admin.common.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
