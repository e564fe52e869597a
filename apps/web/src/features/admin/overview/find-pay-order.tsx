import { payOrderReferenceOf } from '@simportal/contract/rules/pay-order-reference';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * Finds a pay order by the reference a customer quoted on the phone or in a chat (issue #32): typed in any case,
 * with or without "PO-", it opens the same ready-to-confirm dialog the new-order mail links to (`?order=PO-…`).
 */
export function FindPayOrder() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [invalid, setInvalid] = useState(false);
  const find = (typed: string) => {
    const reference = payOrderReferenceOf(typed);
    setInvalid(reference === null);
    if (reference === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('order', reference);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Form
      layout="vertical"
      className="overview-find-order"
      onSubmitCapture={(event) => event.preventDefault()}
    >
      <Form.Item
        label={t('admin.overview.findOrder')}
        htmlFor="find-pay-order"
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? t('admin.overview.findOrderInvalid') : undefined}
      >
        <Input.Search
          id="find-pay-order"
          placeholder="PO-7K3M9QXA"
          enterButton={t('admin.overview.findOrderButton')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          allowClear
          onChange={() => setInvalid(false)}
          onSearch={(value, _event, info) => {
            if (info?.source !== 'clear') find(value);
          }}
        />
      </Form.Item>
    </Form>
  );
}
