// @vitest-environment jsdom

import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { fill } from '../../../test-support/fields.ts';
import { shopPlan } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import {
  CatalogueItemFields,
  formFieldOf,
  type ItemFormValues,
  itemBody,
  itemFormValues,
} from './catalogue-item-fields.tsx';

// What a plan and an add-on share in the catalogue editors: a name in every language, a price in major units
// (sent in minor units), the order in the shop and where it works, each checked before anything is sent; the
// server's field errors land under the field they name.

const field = adminEn.admin.catalogue.field;

/** The editor's form around the fields, handing on the API body once every rule holds. */
const editor = (onBody: (body: ReturnType<typeof itemBody>) => void, initial = itemFormValues()) => (
  <Form<ItemFormValues> initialValues={initial} onFinish={(values) => onBody(itemBody(values))}>
    <CatalogueItemFields priceLabel="Price" />
    <Button htmlType="submit">Save</Button>
  </Form>
);

describe("a catalogue item's fields", () => {
  it('asks for both names, a price and a destination, then sends the price in minor units', async () => {
    const onBody = vi.fn();
    await renderInApp(editor(onBody));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(messagesEn.name_required)).toHaveLength(2);
    expect(screen.getByText(adminEn.admin.common.amountRequired)).toBeTruthy();
    expect(screen.getByText(messagesEn.coverage_required)).toBeTruthy();
    expect(onBody).not.toHaveBeenCalled();

    await fill(screen.getByLabelText(field.name.en), 'Japan 7 Days');
    await fill(screen.getByLabelText(field.name['zh-CN']), '日本 7 天');
    await fill(screen.getByLabelText('Price'), '19.99');
    // the long list of the world's destinations, searched as a user does
    await fill(screen.getByLabelText(field.coverage), 'Japan');
    await user.click(await screen.findByTitle('Japan'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onBody).toHaveBeenCalledTimes(1));
    expect(onBody.mock.calls[0]![0]).toEqual({
      name: { en: 'Japan 7 Days', 'zh-CN': '日本 7 天' },
      description: { en: '', 'zh-CN': '' },
      priceMinor: 1_999,
      sortOrder: 0,
      coverage: ['JP'],
    });
  });

  it('refuses a price that is no amount or above the limit, and a negative order, in Chinese', async () => {
    const onBody = vi.fn();
    await renderInApp(editor(onBody, itemFormValues(saved)), { locale: 'zh-CN' });
    const user = userEvent.setup();
    const price = screen.getByLabelText('Price');
    expect(price).toHaveProperty('value', '10.00');
    await user.clear(price);
    await fill(price, '1.005');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesZhCn.amount_invalid)).toBeTruthy();
    await user.clear(price);
    await fill(price, '1000001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesZhCn.amount_invalid)).toBeTruthy();

    await user.clear(price);
    await fill(price, '1000000');
    const order = screen.getByLabelText(adminZh.admin.catalogue.field.sortOrder);
    await user.clear(order);
    await fill(order, '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesZhCn.invalid_value)).toBeTruthy();
    expect(onBody).not.toHaveBeenCalled();
  });

  it("sends a saved item's values unchanged, and puts the server's field errors under their field", async () => {
    const onBody = vi.fn();
    await renderInApp(editor(onBody, itemFormValues(saved)));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onBody).toHaveBeenCalledWith({
        name: saved.name,
        description: saved.description,
        priceMinor: 1_000,
        sortOrder: 4,
        coverage: ['JP', 'KR'],
      }),
    );
    expect(formFieldOf('name.zh-CN')).toEqual(['name', 'zh-CN']);
    expect(formFieldOf('priceMinor')).toBe('price');
    expect(formFieldOf('coverage.3')).toBe('coverage');
  });
});

/** Japan 7 Days as the catalogue editor reads it back. */
const saved = {
  ...shopPlan({ coverage: ['JP', 'KR'], description: { en: 'A week', 'zh-CN': '一周' } }),
  current: { priceMinor: 1_000 },
  sortOrder: 4,
};
