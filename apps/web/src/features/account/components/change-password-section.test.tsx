// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';

// The password change offers to log out of the other devices, ticked at first (as GitHub and Google do), and
// sends what the customer left it at.

serveApi();

const words = authEn.account.password;

const changeWith = async (untick: boolean) => {
  let body: unknown = null;
  apiServer.use(
    http.post('/api/user/password', async ({ request }) => {
      body = await request.json();
      return ok(null);
    }),
  );
  const { unmount } = await renderInApp(<ChangePasswordSection actingAs={false} onActingAs={() => {}} />);
  const user = userEvent.setup();
  const option = screen.getByRole('checkbox', { name: words.endOtherSessions }) as HTMLInputElement;
  expect(option.checked).toBe(true);
  expect(screen.getByText(words.endOtherSessionsHelp)).toBeTruthy();
  if (untick) await user.click(option);
  await user.type(screen.getByLabelText(words.old), 'Secret-123');
  await user.type(screen.getByLabelText(words.new), 'Changed-456');
  await user.type(screen.getByLabelText(words.confirm), 'Changed-456');
  await user.click(screen.getByRole('button', { name: words.submit }));
  await waitFor(() => expect(body).not.toBeNull());
  unmount();
  return body;
};

describe('the change password form', () => {
  it('logs out the other devices unless the customer unticks it', async () => {
    expect(await changeWith(false)).toEqual({
      oldPassword: 'Secret-123',
      password: 'Changed-456',
      confirmPassword: 'Changed-456',
      endOtherSessions: true,
    });
    expect(await changeWith(true)).toMatchObject({ endOtherSessions: false });
  });
});
