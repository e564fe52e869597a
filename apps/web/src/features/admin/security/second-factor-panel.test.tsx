// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { SecondFactorPanel } from './second-factor-panel.tsx';

// Admin Management › Two-step verification (issue #34, decision 0041): the setup's QR code and key, a code to
// turn it on (a wrong one said under the field), the recovery codes shown once, then the status; the lock after too
// many wrong codes (issue #56) said under the field, translated, with how long it lasts.

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i + 2}k`);
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `mnpqr-stu${i + 2}v`);
let enabled = false;
serveApi(
  http.get('/api/admin/second-factor', () =>
    ok({
      enabled,
      required: true,
      recoveryCodesLeft: enabled ? 10 : 0,
      passkeys: enabled
        ? [
            {
              id: 'cHJlc2VudGVkLWtleS0x',
              name: 'YubiKey',
              createdAt: '2026-11-20T08:00:00.000Z',
              lastUsedAt: null,
            },
          ]
        : [],
    }),
  ),
  http.post('/api/admin/second-factor/enrolment', () =>
    ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/SIM%20Portal:admin?secret=JBSWY3DPEHPK3PXP' }),
  ),
  http.post('/api/admin/second-factor/enrolment/confirm', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    if (code !== '123456')
      return failure(401, ERRORS.second_factor_incorrect.code, 'second_factor_incorrect');
    enabled = true;
    return ok({ recoveryCodes: CODES });
  }),
  http.post('/api/admin/second-factor/removal', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    if (code !== 'abcde-fgh2k')
      return failure(401, ERRORS.second_factor_incorrect.code, 'second_factor_incorrect');
    enabled = false;
    return ok(null);
  }),
  http.post('/api/admin/second-factor/recovery-codes', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    if (code !== '654321')
      return failure(401, ERRORS.second_factor_incorrect.code, 'second_factor_incorrect');
    return ok({ recoveryCodes: NEW_CODES });
  }),
);

describe('setting up two-step verification', () => {
  it('shows the QR code and key, turns it on with a code, shows the recovery codes once', async () => {
    enabled = false;
    await renderInApp(<SecondFactorPanel gate />);
    const words = adminEn.admin.secondFactor;
    const user = userEvent.setup();
    expect(await screen.findByText(words.requiredText)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.setUp }));
    expect(await screen.findByTestId('second-factor-key')).toHaveProperty('textContent', 'JBSWY3DPEHPK3PXP');
    await waitFor(() => expect(screen.getByRole('img', { name: words.qrAlt })).toBeTruthy());
    await user.type(screen.getByLabelText(words.code), '000000');
    await user.click(screen.getByRole('button', { name: words.turnOn }));
    expect(await screen.findByText(messagesEn.second_factor_incorrect)).toBeTruthy();
    await user.clear(screen.getByLabelText(words.code));
    await user.type(screen.getByLabelText(words.code), '123456');
    await user.click(screen.getByRole('button', { name: words.turnOn }));
    const list = await screen.findByRole('list', { name: words.codesTitle });
    expect(list.textContent).toContain(CODES[0]);
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: words.saved }));
    expect(await screen.findByText(words.on)).toBeTruthy();
    expect(screen.getByText('10 recovery codes left.')).toBeTruthy();
  });

  it('in Chinese says it is on, with the codes left', async () => {
    enabled = true;
    await renderInApp(<SecondFactorPanel />, { locale: 'zh-CN' });
    expect(await screen.findByText(adminZh.admin.secondFactor.on)).toBeTruthy();
    expect(screen.getByText('还剩 10 个恢复码。')).toBeTruthy();
    // its passkeys by name, each removable (the browser's ceremony itself is proven in e2e/admin-passkey.spec.ts)
    const keys = screen.getByRole('list', { name: adminZh.admin.passkeys.title });
    expect(keys.textContent).toContain('YubiKey');
    expect(keys.textContent).toContain(adminZh.admin.passkeys.neverUsed);
  });

  it('makes new recovery codes once a code from the app confirms it, and shows them once', async () => {
    enabled = true;
    await renderInApp(<SecondFactorPanel />);
    const words = adminEn.admin.secondFactor;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.newCodes }));
    await user.type(screen.getByLabelText(words.code), '000000');
    await user.click(screen.getByRole('button', { name: words.newCodesConfirm }));
    expect(await screen.findByText(messagesEn.second_factor_incorrect)).toBeTruthy();
    await user.clear(screen.getByLabelText(words.code));
    await user.type(screen.getByLabelText(words.code), '654321');
    await user.click(screen.getByRole('button', { name: words.newCodesConfirm }));
    expect(await screen.findByText(words.newCodesDone)).toBeTruthy();
    const list = screen.getByRole('list', { name: words.codesTitle });
    expect(list.textContent).toContain(NEW_CODES[9]);
    await user.click(screen.getByRole('button', { name: words.saved }));
    expect(await screen.findByRole('button', { name: words.newCodes })).toBeTruthy();
  });

  it('turns it off in Chinese with a recovery code (a lost phone), then offers the setup again', async () => {
    enabled = true;
    await renderInApp(<SecondFactorPanel />, { locale: 'zh-CN' });
    const words = adminZh.admin.secondFactor;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.turnOff }));
    await user.type(screen.getByLabelText(words.code), '000000');
    await user.click(screen.getByRole('button', { name: words.turnOffConfirm }));
    expect(await screen.findByText(messagesZhCn.second_factor_incorrect)).toBeTruthy();
    await user.clear(screen.getByLabelText(words.code));
    await user.type(screen.getByLabelText(words.code), 'abcde-fgh2k');
    await user.click(screen.getByRole('button', { name: words.turnOffConfirm }));
    expect(await screen.findByRole('button', { name: words.setUp })).toBeTruthy();
  });

  it('says the lock after too many wrong codes under the field, with how long it lasts', async () => {
    enabled = true;
    const { status, code } = ERRORS.step_up_locked;
    apiServer.use(
      http.post('/api/admin/second-factor/removal', () =>
        failure(status, code, 'step_up_locked', { retryAfterSeconds: 45 }),
      ),
    );
    await renderInApp(<SecondFactorPanel />, { locale: 'zh-CN' });
    const words = adminZh.admin.secondFactor;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.turnOff }));
    await user.type(screen.getByLabelText(words.code), 'abcde-fgh2k');
    await user.click(screen.getByRole('button', { name: words.turnOffConfirm }));
    expect(await screen.findByText(`${messagesZhCn.step_up_locked} 请 45 秒后再试。`)).toBeTruthy();
    // still on: nothing was turned off
    expect(screen.getByRole('button', { name: words.turnOffConfirm })).toBeTruthy();
  });
});
