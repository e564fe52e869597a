import '../auth.css';
import { validateEmail } from '@simportal/contract/rules/email';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Input } from '../../../components/text-inputs.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resetPassword } from '../api/auth-api.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { SendCodeField } from '../components/send-code-field.tsx';
import { checkRule } from '../forms/field-rules.ts';
import type { FailureOptions } from '../forms/server-errors.ts';
import { useReportFailure } from '../forms/use-report-failure.ts';
import { useSendCode } from '../hooks/use-send-code.ts';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const FAILURES: FailureOptions = {
  fields: ['email', 'code', 'password', 'confirmPassword'],
  // whether the address has an account is never answered here (docs/decisions/0032): only the code is wrong
  fieldOf: {
    code_incorrect: 'code',
    code_expired: 'code',
    verify_code_incorrect: 'code',
  },
  fallbackKey: 'password_reset_failed',
};

/** /passwordReset (spec §2): a new password with a code mailed to the account's email; then log in again. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const report = useReportFailure(form, FAILURES);
  const code = useSendCode(form, 'reset');

  const mutation = useMutation({
    mutationFn: (values: ResetValues) =>
      resetPassword({ ...values, email: values.email.trim(), code: values.code.trim() }),
    onSuccess: (_result, values) => {
      notifySuccess('password_reset_success');
      // every session of the account has ended; the login form starts with this email
      void navigate('/login', { replace: true, state: { account: values.email.trim() } });
    },
    onError: report,
  });

  return (
    <section aria-labelledby="page-title" className="auth-page">
      <h1 id="page-title" className="auth-title">
        {t('auth.reset.heading')}
      </h1>
      <p className="auth-intro">{t('auth.reset.intro')}</p>
      <Form
        form={form}
        name="passwordReset"
        layout="vertical"
        // the rules below (the server's own) speak the app's language; the browser's email check would not
        noValidate
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item name="email" label={t('auth.reset.email')} required rules={[checkRule(validateEmail)]}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <SendCodeField
          formName="passwordReset"
          purpose="reset"
          onSend={() => void code.send()}
          remaining={code.remaining}
          sending={code.sending}
          sentTo={code.sentTo}
        />
        <NewPasswordFields
          passwordLabel={t('auth.reset.password')}
          confirmLabel={t('auth.reset.confirmPassword')}
          mismatchKey="password_mismatch"
        />
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} className="auth-submit">
          {t('auth.reset.submit')}
        </Button>
      </Form>
      <p className="auth-switch">
        <Link to="/login">{t('auth.reset.backToLogin')}</Link>
      </p>
    </section>
  );
}
