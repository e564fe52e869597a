// @vitest-environment jsdom
import type { BoundCard } from '@simportal/contract/api/billing';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import billingEn from '../../../locales/en/billing.json' with { type: 'json' };
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { BindCardDialog } from './bind-card-dialog.tsx';

// the camera's picture is read by the browser's BarcodeDetector or zxing-wasm, neither of which jsdom has: the
// texts a scan of the carrier finds stand in for it
const scanned = vi.hoisted(() => ({ texts: [] as string[], fails: false }));
vi.mock('../../../lib/read-barcodes.ts', () => ({
  readBarcodes: async () => {
    if (scanned.fails) throw new Error('unreadable');
    return scanned.texts;
  },
}));

// "Add card" on My SIMs: what it refuses before sending, where the server's refusals show, and that a
// StarterPack card's credit reaches the header's balance without a reload.

serveApi(http.get('/api/catalog', () => ok({ currency: 'USD', plans: [], addOns: [] })));
afterEach(() => authStore.getState().clearAuth());

const ICCID_BODY = '898600000000000001';
const ICCID = `${ICCID_BODY}${luhnCheckDigit(ICCID_BODY)}`;
const WRONG_CHECK_DIGIT = `${ICCID_BODY}${(luhnCheckDigit(ICCID_BODY) + 1) % 10}`;

const boundCard = (conversion: BoundCard['starterPackConversion']): BoundCard => ({
  id: 41,
  cardNumber: '1000000041',
  iccid: ICCID,
  type: 'PHYSICAL',
  status: conversion ? conversion.status : 'NOT_ACTIVE',
  label: null,
  groupId: null,
  isStarterPack: conversion !== null,
  currentPlan: null,
  pendingPlan: null,
  planCreatedAt: null,
  expireAt: null,
  boundAt: '2026-11-23T10:00:00.000Z',
  canStopBilling: conversion?.status === 'USING',
  usage: null,
  starterPackConversion: conversion,
});

const fill = async (
  dialog: HTMLElement,
  fields: { cardNumber: string; iccid: string; verifyCode: string },
) => {
  const user = userEvent.setup();
  const labels = simsEn.sims.field;
  await user.type(within(dialog).getByLabelText(labels.cardNumber), fields.cardNumber);
  await user.type(within(dialog).getByLabelText(labels.iccid), fields.iccid);
  await user.type(within(dialog).getByLabelText(labels.verifyCode), fields.verifyCode);
  await user.click(within(dialog).getByRole('button', { name: simsEn.sims.add.submit }));
};

describe('the bind dialog', () => {
  it('refuses a wrong ICCID check digit and empty fields in the reader language, sending nothing', async () => {
    const sent = vi.fn();
    apiServer.use(http.post('/api/sims', sent));
    await renderInApp(<BindCardDialog open onClose={() => {}} />, { locale: 'zh-CN' });
    const dialog = await screen.findByRole('dialog', { name: simsZh.sims.add.title });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(simsZh.sims.field.iccid), WRONG_CHECK_DIGIT);
    await user.click(within(dialog).getByRole('button', { name: simsZh.sims.add.submit }));
    // each field's rule settles on its own (antd validates them asynchronously), so each message is awaited
    expect(await within(dialog).findByText(messagesZhCn.iccid_checksum)).toBeTruthy();
    expect(await within(dialog).findByText(messagesZhCn.card_number_required)).toBeTruthy();
    expect(await within(dialog).findByText(messagesZhCn.verify_code_required)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a wrong verify code under its field and an occupied card above the form', async () => {
    let answer = failure(400, ERRORS.verify_code_incorrect.code, 'verify_code_incorrect');
    apiServer.use(http.post('/api/sims', () => answer));
    const onClose = vi.fn();
    await renderInApp(<BindCardDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: simsEn.sims.add.title });
    await fill(dialog, { cardNumber: '1000000041', iccid: ICCID, verifyCode: '0000' });
    const codeField = within(dialog).getByLabelText(simsEn.sims.field.verifyCode).closest('.ant-form-item')!;
    expect(await within(codeField as HTMLElement).findByText(messagesEn.verify_code_incorrect)).toBeTruthy();

    answer = failure(409, ERRORS.sim_occupied.code, 'sim_occupied');
    await userEvent.click(within(dialog).getByRole('button', { name: simsEn.sims.add.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(messagesEn.sim_occupied);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a card locked after too many wrong verify codes, and for how long, in Chinese (issue #56)', async () => {
    apiServer.use(
      http.post('/api/sims', () =>
        failure(429, ERRORS.card_verify_locked.code, 'card_verify_locked', {
          scope: 'card',
          retryAfterSeconds: 3540,
        }),
      ),
    );
    await renderInApp(<BindCardDialog open onClose={() => {}} />, { locale: 'zh-CN' });
    const dialog = await screen.findByRole('dialog', { name: simsZh.sims.add.title });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(simsZh.sims.field.cardNumber), '1000000041');
    await user.type(within(dialog).getByLabelText(simsZh.sims.field.iccid), ICCID);
    await user.type(within(dialog).getByLabelText(simsZh.sims.field.verifyCode), '123456');
    await user.click(within(dialog).getByRole('button', { name: simsZh.sims.add.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `${messagesZhCn.card_verify_locked} ${simsZh.sims.add.retryIn.minutes.replace('{{count}}', '59')}`,
    );
  });

  it("binds a StarterPack card: says what was credited and charged, and the header's balance follows", async () => {
    authStore
      .getState()
      .setUserInfo({ id: 5, username: 'traveller', email: 't@x.test', level: 1, balance: 100 });
    let body: unknown = null;
    apiServer.use(
      http.post('/api/sims', async ({ request }) => {
        body = await request.json();
        return ok(
          boundCard({
            planId: 3,
            planName: { en: 'Global Daily 500 MB', 'zh-CN': '全球日包 500 MB' },
            remainingDays: 5,
            creditedMinor: 750,
            chargedTodayMinor: 150,
            status: 'USING',
          }),
          201,
        );
      }),
      // the balance after the credit and today's fee, as the server now has it
      http.get('/api/user/getUserInfo', () =>
        ok({ id: 5, username: 'traveller', email: 't@x.test', level: 1, balance: 700 }),
      ),
    );
    const onClose = vi.fn();
    await renderInApp(<BindCardDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: simsEn.sims.add.title });
    // spaces in the ICCID are ignored, the verify code is trimmed
    await fill(dialog, {
      cardNumber: '1000000041',
      iccid: `${ICCID.slice(0, 4)} ${ICCID.slice(4)}`,
      verifyCode: ' 8642 ',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ cardNumber: '1000000041', iccid: ICCID, verifyCode: '8642' });
    // antd's confirmation dialogs do not name themselves by their title: found by it
    const [title] = await screen.findAllByText(billingEn.billing.starterPack.title);
    const notice = title!.closest('.ant-modal')!;
    expect(notice.textContent).toContain('$7.50');
    expect(notice.textContent).toContain('$1.50');
    expect(notice.textContent).toContain('Global Daily 500 MB');
    await waitFor(() => expect(authStore.getState().userInfo?.balance).toBe(700));
  });

  it('fills the card number and ICCID from a photo of the carrier, and says what it found (zh-CN)', async () => {
    await renderInApp(<BindCardDialog open onClose={() => {}} />, { locale: 'zh-CN' });
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    const words = simsZh.sims;
    const photo = new File(['jpeg'], 'carrier.jpg', { type: 'image/jpeg' });
    scanned.texts = ['a price: 12', 'no number'];
    await user.upload(within(dialog).getByLabelText(words.add.scan), photo);
    expect(await within(dialog).findByText(words.add.scanNone)).toBeTruthy();
    scanned.texts = [`ICCID:${ICCID};NUMBER:1064820250004`];
    await user.upload(within(dialog).getByLabelText(words.add.scan), photo);
    expect(
      await within(dialog).findByText(
        words.add.scanned.replace('{{fields}}', `${words.field.cardNumber}、${words.field.iccid}`),
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText(words.field.cardNumber)).toHaveProperty('value', '1064820250004');
    expect(within(dialog).getByLabelText(words.field.iccid)).toHaveProperty('value', ICCID);
    scanned.fails = true;
    await user.upload(within(dialog).getByLabelText(words.add.scan), photo);
    expect(await within(dialog).findByText(words.add.scanFailed)).toBeTruthy();
    scanned.fails = false;
    // typing the numbers over ends what the scan said
    await user.type(within(dialog).getByLabelText(words.field.cardNumber), '5');
    expect(within(dialog).queryByText(words.add.scanFailed)).toBeNull();
  });

  it('opens with the card number field focused, not the close button', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            add card
          </button>
          <BindCardDialog open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    await renderInApp(<Opener />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'add card' }));
    const dialog = await screen.findByRole('dialog');
    const cardNumber = within(dialog).getByLabelText(simsEn.sims.field.cardNumber);
    await waitFor(() => expect(document.activeElement).toBe(cardNumber));
    // and stays there once the dialog has settled
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.activeElement).toBe(cardNumber);
  });
});
