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
  group?: string;
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
  group: text(values.group),
});

/** `filter` with the search box's text, if any, as its `q`. */
const withQuery = (filter: CardFilter, query: string): CardFilter => {
  const q = text(query);
  return q ? { ...filter, q } : filter;
};

/** How many filters `filter` sets. */
const countOf = (filter: CardFilter) => Object.values(filter).filter((value) => value !== undefined).length;

/**
 * Card List filters: one search box (number, ICCID or label starting with it, or a holder's name or email
 * containing it: issue #59), the basic plan, card number ≥ and ≤ (digits, compared as numbers: 9 < 10), status,
 * type, StarterPack, deleted cards (to release them), holder (username or email) and a customer's group (its name
 * starts with the text: customers name their own). In a grid on a wider screen; on a phone the search box (the most used) on the
 * page with the others behind a button that says how many are set, in a drawer of one field a row.
 */
export function CardFilters({ onSearch }: { onSearch: (filter: CardFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const phone = useMediaQuery(PHONE_QUERY);
  const locale = useLocale();
  const catalogue = useCatalogue();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(0);
  // on a phone the search box sits on the page and the drawer holds the rest: each keeps the other's part
  const [q, setQ] = useState('');
  const [drawn, setDrawn] = useState<CardFilter>({});
  const search = (filter: CardFilter) => {
    setApplied(countOf(filter));
    setOpen(false);
    onSearch(filter);
  };
  const searchPhone = (filter: CardFilter, query: string) => {
    setDrawn(filter);
    setApplied(countOf(filter));
    setOpen(false);
    onSearch(withQuery(filter, query));
  };
  const reset = () => {
    form.resetFields();
    if (phone) searchPhone({}, q);
    else search({});
  };
  const yesNo = [
    { value: ANY, label: t('admin.common.any') },
    { value: 'true', label: t('admin.common.yes') },
    { value: 'false', label: t('admin.common.no') },
  ];
  const digitsRule = { pattern: /^\s*[0-9]{1,20}\s*$/, message: t('card_number_format', { ns: 'messages' }) };
  // the drawer's search button sits in its footer, outside the form: Enter (a phone keyboard's Go) submits here
  const submitOnPhone = phone ? () => form.submit() : undefined;
  const numberInput = (
    <Input
      inputMode="numeric"
      enterKeyHint={phone ? 'search' : undefined}
      allowClear={{ clearIcon: <ClearIcon /> }}
      className="admin-filter-number"
      onPressEnter={submitOnPhone}
    />
  );

  const fields = (
    <>
      {!phone && (
        <Form.Item name="q" label={t('admin.cards.search')} className="admin-card-filters-search">
          <Input
            type="search"
            allowClear={{ clearIcon: <ClearIcon /> }}
            placeholder={t('admin.cards.searchPlaceholder')}
            className="admin-filter-search"
          />
        </Form.Item>
      )}
      <Form.Item name="holder" label={t('admin.cards.holder')}>
        <Input
          allowClear={{ clearIcon: <ClearIcon /> }}
          placeholder={t('admin.cards.holderPlaceholder')}
          onPressEnter={submitOnPhone}
        />
      </Form.Item>
      <Form.Item name="group" label={t('admin.cards.group')}>
        <Input
          allowClear={{ clearIcon: <ClearIcon /> }}
          placeholder={t('admin.cards.groupPlaceholder')}
          onPressEnter={submitOnPhone}
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
    </>
  );
  const formProps = {
    form,
    name: 'card-filters',
    initialValues: { planId: ANY, status: ANY, type: ANY, starterPack: ANY, deleted: ANY },
    onFinish: (values: FilterValues) =>
      phone ? searchPhone(toCardFilter({ ...values, q: undefined }), q) : search(toCardFilter(values)),
  };

  if (phone)
    return (
      <Flex wrap gap="8px 12px" align="center">
        <Input.Search
          type="search"
          enterKeyHint="search"
          aria-label={t('admin.cards.search')}
          placeholder={t('admin.cards.searchPlaceholder')}
          allowClear={{ clearIcon: <ClearIcon /> }}
          enterButton={t('admin.common.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onSearch={(value) => {
            setQ(value);
            onSearch(withQuery(drawn, value));
          }}
          className="admin-card-search-phone"
        />
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
    <Form<FilterValues> {...formProps} layout="inline" className="admin-filters admin-card-filters">
      {fields}
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('admin.common.search')}
          </Button>
          <Button onClick={reset}>{t('admin.common.reset')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
