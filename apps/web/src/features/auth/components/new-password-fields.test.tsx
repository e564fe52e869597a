// @vitest-environment jsdom

import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import { fill } from '../../../test-support/fields.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

// A new password with its rules spelled out under it, each checked as the server checks it, and its
// confirmation, refused in the wording of the form it stands in (spec §5).

const form = (onFinish: (values: unknown) => void, mismatchKey?: 'passwords_not_equal') => (
  <Form onFinish={onFinish}>
    <NewPasswordFields passwordLabel="New password" confirmLabel="Repeat it" mismatchKey={mismatchKey} />
    <Button htmlType="submit">Save</Button>
  </Form>
);

describe('a new password and its confirmation', () => {
  it('spells out the rules, refuses what breaks them, and passes on an equal pair', async () => {
    const onFinish = vi.fn();
    await renderInApp(form(onFinish));
    const user = userEvent.setup();
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Repeat it');
    expect(screen.getByText(authEn.auth.passwordRules)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(messagesEn.password_required)).toHaveLength(2);

    await fill(password, 'abc12');
    expect(await screen.findByText(messagesEn.password_length)).toBeTruthy();
    await user.clear(password);
    await fill(password, 'pässwörd1');
    expect(await screen.findByText(messagesEn.password_chars)).toBeTruthy();
    await user.clear(password);
    await fill(password, 'Secret-123');
    await fill(confirmation, 'Secret-124');
    expect(await screen.findByText(messagesEn.password_mismatch)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    await user.clear(confirmation);
    await fill(confirmation, 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ password: 'Secret-123', confirmPassword: 'Secret-123' }),
    );
  });

  it('words a mismatch as the change-password form does, in Chinese', async () => {
    const onFinish = vi.fn();
    await renderInApp(form(onFinish, 'passwords_not_equal'), { locale: 'zh-CN' });
    await fill(screen.getByLabelText('New password'), 'Secret-123');
    await fill(screen.getByLabelText('Repeat it'), 'Secret-321');
    expect(await screen.findByText(messagesZhCn.passwords_not_equal)).toBeTruthy();
  });
});
