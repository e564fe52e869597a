import { validatePassword } from '@simportal/contract/rules/password';
import { type PasswordMatchKey, validatePasswordMatch } from '@simportal/contract/rules/password-match';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/text-inputs.ts';
import { checkRule, confirmationRule } from '../forms/field-rules.ts';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  /** Spec §5 wording: `password_mismatch` on register and reset, `passwords_not_equal` when changing it. */
  mismatchKey?: PasswordMatchKey;
}

/** A new password with its rules spelled out, and its confirmation (fields `password`, `confirmPassword`). */
export function NewPasswordFields({ passwordLabel, confirmLabel, mismatchKey }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={passwordLabel}
        required
        rules={[checkRule(validatePassword)]}
        extra={t('auth.passwordRules')}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        required
        dependencies={['password']}
        rules={[
          confirmationRule('password', (password, confirmation) =>
            validatePasswordMatch(password, confirmation, mismatchKey),
          ),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
