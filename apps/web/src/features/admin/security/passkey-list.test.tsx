// @vitest-environment jsdom
import type { Passkey } from '@simportal/contract/api/second-factor';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { StepUpDialog } from '../step-up/step-up-dialog.tsx';
import { PasskeyList } from './passkey-list.tsx';

// An administrator's passkeys: one removed only after its confirmation, and after a fresh proof when the
// server asks for one; a new one created by the browser on the server's options and sent with its name,
// trimmed; a refusal said translated; a browser without passkeys is told so.

// jsdom has no WebAuthn: the browser's answer to the server's options stands in for it
const browser = vi.hoisted(() => ({ supported: true, created: [] as unknown[] }));
vi.mock('../../../lib/passkey.ts', () => ({
  passkeysSupported: () => browser.supported,
  createPasskey: async (options: unknown) => {
    browser.created.push(options);
    return { id: 'credential-1', type: 'public-key' };
  },
  signWithPasskey: async () => ({}),
}));

const KEY: Passkey = {
  id: 'pk-1',
  name: 'YubiKey',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
};

let fresh = false;
serveApi(
  http.get('/api/admin/second-factor', () => ok({ enabled: true, passkeys: [KEY] })),
  http.get('/api/admin/step-up', () => ok({ method: 'password', freshUntil: null })),
  http.post('/api/admin/step-up', async ({ request }) => {
    const { password } = (await request.json()) as { password?: string };
    if (password !== 'Secret-123') return failure(400, ERRORS.step_up_incorrect.code, 'step_up_incorrect');
    fresh = true;
    return ok({ method: 'password', freshUntil: '2026-11-25T08:10:00.000Z' });
  }),
);
beforeEach(() => {
  fresh = false;
  browser.supported = true;
  browser.created = [];
  signIn(0, { adminRole: 'support' });
});
afterEach(() => authStore.getState().clearAuth());

describe('the passkeys', () => {
  it('removes a passkey after its confirmation and a fresh proof', async () => {
    const removed: string[] = [];
    apiServer.use(
      http.delete('/api/admin/second-factor/passkeys/:id', ({ params }) => {
        if (!fresh) return failure(403, ERRORS.step_up_required.code, 'step_up_required');
        removed.push(String(params.id));
        return ok(null);
      }),
    );
    await renderInApp(
      <>
        <PasskeyList passkeys={[KEY]} />
        <StepUpDialog />
      </>,
    );
    const words = adminEn.admin;
    const user = userEvent.setup();
    expect(screen.getByText(words.passkeys.neverUsed)).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: words.passkeys.removeOf.replace('{{name}}', 'YubiKey') }),
    );
    const popup = await screen.findByRole('tooltip');
    expect(popup.textContent).toContain(words.passkeys.removeTitle.replace('{{name}}', 'YubiKey'));
    await user.click(within(popup).getByRole('button', { name: words.passkeys.remove }));
    await user.type(await screen.findByLabelText(words.stepUp.password), 'Secret-123');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.stepUp.confirm}$`) }));
    await waitFor(() => expect(removed).toEqual(['pk-1']));
    expect(await screen.findByText(words.passkeys.removed)).toBeTruthy();
  });

  it("adds a passkey made on the server's options, named and trimmed; says a refusal in Chinese", async () => {
    const options = { challenge: 'abc', rp: { id: 'localhost' } };
    const sent: unknown[] = [];
    let answer = () => failure(400, ERRORS.second_factor_incorrect.code, 'second_factor_incorrect');
    apiServer.use(
      http.post('/api/admin/second-factor/passkeys/options', () => ok(options)),
      http.post('/api/admin/second-factor/passkeys', async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    await renderInApp(<PasskeyList passkeys={[]} />, { locale: 'zh-CN' });
    const words = adminZh.admin.passkeys;
    const user = userEvent.setup();
    expect(screen.getByText(words.none)).toBeTruthy();
    await user.type(screen.getByLabelText(words.name), '  My phone  ');
    await user.click(screen.getByRole('button', { name: words.add }));
    expect(await screen.findByText(messagesZhCn.second_factor_incorrect)).toBeTruthy();
    expect(screen.getByText(words.addFailed)).toBeTruthy();
    // the name stays for another try
    expect(screen.getByLabelText(words.name)).toHaveProperty('value', '  My phone  ');

    answer = () => ok({ ...KEY, id: 'pk-2', name: 'My phone' }, 201);
    // the loading icon may still be leaving (antd's motion does not end under jsdom): it names the button too
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.add}$`) }));
    expect(await screen.findByText(words.addedDone)).toBeTruthy();
    expect(browser.created).toEqual([options, options]);
    expect(sent[1]).toEqual({ response: { id: 'credential-1', type: 'public-key' }, name: 'My phone' });
    expect(screen.getByLabelText(words.name)).toHaveProperty('value', '');
  });

  it('tells a browser without passkeys so, offering no way to add one', async () => {
    browser.supported = false;
    await renderInApp(<PasskeyList passkeys={[KEY]} />);
    expect(screen.getByText(adminEn.admin.passkeys.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: adminEn.admin.passkeys.add })).toBeNull();
  });
});
