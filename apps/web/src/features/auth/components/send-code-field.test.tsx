// @vitest-environment jsdom
import { messagesEn } from '@simportal/contract/messages-en';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { fill } from '../../../test-support/fields.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { SendCodeField } from './send-code-field.tsx';

// The emailed code's field and its button: Send, then the wait counted down (the button off meanwhile), then
// Send again; what the mail holds said under it for its purpose; the code itself six digits.

const words = authEn.auth.code;

const form = (props: Partial<ComponentProps<typeof SendCodeField>>, onFinish = vi.fn()) => (
  <Form name="reset" onFinish={onFinish}>
    <SendCodeField
      formName="reset"
      purpose="reset"
      onSend={() => {}}
      remaining={0}
      sending={false}
      sentTo={null}
      {...props}
    />
    <Button htmlType="submit">Reset</Button>
  </Form>
);

describe('the verification code field', () => {
  it('sends a code, and takes six digits only', async () => {
    const onSend = vi.fn();
    const onFinish = vi.fn();
    await renderInApp(form({ onSend }, onFinish));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.send }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const code = screen.getByLabelText(words.label);
    await fill(code, '12a456');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(messagesEn.code_format)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('waits out the countdown with the button off, then offers to send again', async () => {
    const onSend = vi.fn();
    const { rerender } = await renderInApp(
      form({ onSend, remaining: 42, sentTo: 'ana@example.com', purpose: 'register' }),
    );
    const wait = screen.getByRole('button', { name: words.wait.replace('{{seconds}}', '42') });
    expect(wait).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        words.sentRegister.replace('{{email}}', 'ana@example.com').replace('{{minutes}}', '10'),
      ),
    ).toBeTruthy();
    rerender(form({ onSend, remaining: 0, sending: true, sentTo: 'ana@example.com' }));
    expect(screen.getByRole('button', { name: words.resend })).toHaveProperty('disabled', true);
    rerender(form({ onSend, remaining: 0, sentTo: 'ana@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: words.resend }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("says in Chinese what a reset's mail holds", async () => {
    await renderInApp(form({ remaining: 9, sentTo: 'ana@example.com' }), { locale: 'zh-CN' });
    const zh = authZh.auth.code;
    expect(screen.getByRole('button', { name: zh.wait.replace('{{seconds}}', '9') })).toBeTruthy();
    expect(
      screen.getByText(zh.sentReset.replace('{{email}}', 'ana@example.com').replace('{{minutes}}', '10')),
    ).toBeTruthy();
  });
});
