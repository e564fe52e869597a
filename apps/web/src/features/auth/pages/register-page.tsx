import '../auth.css';
import { languageOf } from '@simportal/contract/locales';
import { validateEmail } from '@simportal/contract/rules/email';
import { validateUsername } from '@simportal/contract/rules/username';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Input } from '../../../components/text-inputs.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { register } from '../api/auth-api.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { SendCodeField } from '../components/send-code-field.tsx';
import { checkRule } from '../forms/field-rules.ts';
import type { FailureOptions } from '../forms/server-errors.ts';
import { useReportFailure } from '../forms/use-report-failure.ts';
import { useSendCode } from '../hooks/use-send-code.ts';
import { startSession } from '../session.ts';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
  agree: boolean;
}

const FAILURES: FailureOptions = {
  fields: ['username', 'email', 'password', 'confirmPassword', 'code'],
  fieldOf: {
    // told only to the holder of a live code (docs/decisions/0032)
    username_exists: 'username',
    user_already_exists: 'email',
    email_exists_or_not: 'email',
    code_incorrect: 'code',
    code_expired: 'code',
    verify_code_incorrect: 'code',
  },
  fallbackKey: 'register_failed',
};

/** Where the new user lands: their cards, to add the first one. */
const AFTER_REGISTER_PATH = '/mySims';

/** /register (spec §2, §5): an account from username, email, password and the code mailed to that email. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const report = useReportFailure(form, FAILURES);
  const code = useSendCode(form, 'register');
  const disclaimerPath = `/disclaimer/${languageOf(currentLocale()).pathSegment}`;

  const mutation = useMutation({
    mutationFn: ({ agree: _agree, ...values }: RegisterValues) =>
      register({
        ...values,
        username: values.username.trim(),
        email: values.email.trim(),
        code: values.code.trim(),
        locale: currentLocale(),
      }),
    onSuccess: (result) => {
      startSession(result);
      notifySuccess('register_success');
      void navigate(AFTER_REGISTER_PATH, { replace: true });
    },
    onError: report,
  });

  return (
    <section aria-labelledby="page-title" className="auth-page">
      <h1 id="page-title" className="auth-title">
        {t('auth.register.heading')}
      </h1>
      <Form
        form={form}
        name="register"
        layout="vertical"
        // the rules below (the server's own) speak the app's language; the browser's email check would not
        noValidate
        initialValues={{ agree: false }}
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item
          name="username"
          label={t('auth.register.username')}
          required
          rules={[checkRule(validateUsername)]}
          extra={t('auth.register.usernameRules')}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="email" label={t('auth.register.email')} required rules={[checkRule(validateEmail)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <NewPasswordFields
          passwordLabel={t('auth.register.password')}
          confirmLabel={t('auth.register.confirmPassword')}
          mismatchKey="password_mismatch"
        />
        <SendCodeField
          formName="register"
          purpose="register"
          onSend={() => void code.send()}
          remaining={code.remaining}
          sending={code.sending}
          sentTo={code.sentTo}
        />
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, checked: unknown) => {
                if (checked !== true) throw new Error(t('auth.register.agreeRequired'));
              },
            },
          ]}
        >
          <Checkbox>
            {t('auth.register.agree')}{' '}
            <a className="inline-link" href={disclaimerPath} target="_blank" rel="noopener noreferrer">
              {t('auth.register.terms')}
            </a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} className="auth-submit">
          {t('auth.register.submit')}
        </Button>
      </Form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.login')}</Link>
      </p>
    </section>
  );
}
