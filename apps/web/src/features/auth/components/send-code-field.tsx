import type { CodePurpose } from '@simportal/contract/api/auth';
import { validateVerificationCode } from '@simportal/contract/rules/verification-code';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/text-inputs.ts';
import { checkRule } from '../forms/field-rules.ts';

/** How long an emailed code stays valid, as the mail says (the contract's CODE_TTL_SECONDS / 60). */
const CODE_VALID_MINUTES = 10;

/**
 * What the mail holds: the same answer comes for every address (docs/decisions/0032), so the text says both
 * what a code's mail holds and what the mail says when the address cannot use one.
 */
const SENT_TEXT: Record<CodePurpose, string> = {
  register: 'auth.code.sentRegister',
  reset: 'auth.code.sentReset',
};

interface SendCodeFieldProps {
  /** The antd form's `name`: the code input's id is `<formName>_code`, which the label points at. */
  formName: string;
  /** What the code is for: the text under the field says what the mail holds for each. */
  purpose: CodePurpose;
  onSend: () => void;
  remaining: number;
  sending: boolean;
  sentTo: string | null;
}

/** The verification code input with its "Send code" button, which shows the countdown until it works again. */
export function SendCodeField({ formName, purpose, onSend, remaining, sending, sentTo }: SendCodeFieldProps) {
  const { t } = useTranslation();
  const waiting = remaining > 0;
  const label = waiting
    ? t('auth.code.wait', { seconds: remaining })
    : t(sentTo ? 'auth.code.resend' : 'auth.code.send');
  return (
    <Form.Item
      label={t('auth.code.label')}
      htmlFor={`${formName}_code`}
      required
      extra={sentTo ? t(SENT_TEXT[purpose], { email: sentTo, minutes: CODE_VALID_MINUTES }) : undefined}
    >
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[checkRule(validateVerificationCode)]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        {/* disabled rather than `loading` while sending: the label itself must read right for the countdown */}
        <Button onClick={onSend} disabled={waiting || sending} className="send-code-button">
          {label}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
