import type { LoginResult } from '@simportal/contract/api/auth';
import type { WebAuthnJson } from '@simportal/contract/api/second-factor';
import '../auth.css';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Input, PasswordInput } from '../../../components/text-inputs.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { REASON_PARAM, REDIRECT_PARAM } from '../../../lib/navigation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { passkeysSupported, signWithPasskey, usePasskeysSupported } from '../../../lib/passkey.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { login, loginWithPasskey, passkeySignInOptions } from '../api/auth-api.ts';
import { requiredRule } from '../forms/field-rules.ts';
import type { FailureOptions } from '../forms/server-errors.ts';
import { useReportFailure } from '../forms/use-report-failure.ts';
import { afterLoginPath, sessionEndMessage } from '../redirect.ts';
import { startSession } from '../session.ts';

interface LoginValues {
  account: string;
  password: string;
  rememberMe: boolean;
  /** An administrator's code from the authenticator app, or a recovery code (decision 0041). */
  secondFactor?: string;
}

const FAILURES: FailureOptions = {
  fields: ['account', 'password', 'secondFactor'],
  fieldOf: { second_factor_incorrect: 'secondFactor' },
  fallbackKey: 'login_failed',
};

/** What the password reset page hands over: the email to log in with. */
const accountFromState = (state: unknown): string | null => {
  const account = (state as { account?: unknown } | null)?.account;
  return typeof account === 'string' ? account : null;
};

/** /login (spec §2): username or email, password, remember-me; then back to where the user was going. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  // a refused login is said once, in the form above its fields, not in a toast over the header
  const [failure, setFailure] = useState<string | null>(null);
  const report = useReportFailure(form, FAILURES, setFailure);
  // the password was right and the account has a second factor: its field is asked for, then the same submit
  const [askSecondFactor, setAskSecondFactor] = useState(false);
  // …and one of their passkeys may answer instead, when the server offered its options (issue #34)
  const [passkeyOptions, setPasskeyOptions] = useState<WebAuthnJson | null>(null);
  // why the user is here again, when the app sent them (an expired session): said once, above the form
  const endedBecause = sessionEndMessage(searchParams.get(REASON_PARAM));
  // what the last login on this browser left (clearAuth keeps them for this form)
  const remembered = authStore.getState();
  const initialValues: LoginValues = {
    account: accountFromState(location.state) ?? remembered.username ?? '',
    password: '',
    rememberMe: remembered.isRememberMe,
  };

  // a customer's or a member's passkey in place of the name and password (decision 0105)
  const passkeys = usePasskeysSupported();

  /** What every way of logging in ends with: the session kept, then on to where the user was going. */
  const signedIn = (result: LoginResult) => {
    startSession(result);
    notifySuccess('login_success');
    void navigate(afterLoginPath(searchParams.get(REDIRECT_PARAM), result.userInfo.level), { replace: true });
  };

  const mutation = useMutation({
    onMutate: () => setFailure(null),
    mutationFn: (values: LoginValues & { passkey?: WebAuthnJson }) =>
      login({
        account: values.account.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
        ...(values.passkey
          ? { passkey: values.passkey }
          : askSecondFactor && values.secondFactor
            ? { secondFactor: values.secondFactor.trim() }
            : {}),
      }),
    onSuccess: signedIn,
    onError: (error) => {
      if (isApiError(error) && error.message === 'second_factor_required') {
        setAskSecondFactor(true);
        const offered = (error.data as { passkey?: WebAuthnJson | null } | null)?.passkey ?? null;
        setPasskeyOptions(passkeysSupported() ? offered : null);
        return;
      }
      report(error);
    },
  });

  const passkeyLogin = useMutation({
    onMutate: () => setFailure(null),
    mutationFn: async () =>
      loginWithPasskey({
        response: await signWithPasskey(await passkeySignInOptions()),
        rememberMe: form.getFieldValue('rememberMe') === true,
      }),
    onSuccess: signedIn,
    // a prompt the user closed, or one that found no passkey, was the browser's own word: only refusals are told
    onError: (error) => isApiError(error) && report(error),
  });

  return (
    <section aria-labelledby="page-title" className="auth-page">
      <h1 id="page-title" className="auth-title">
        {t('auth.login.heading')}
      </h1>
      {failure ? (
        <Alert className="auth-notice" type="error" showIcon role="alert" title={failure} />
      ) : (
        endedBecause && (
          <Alert className="auth-notice" type="warning" showIcon title={translateMessage(endedBecause)} />
        )
      )}
      <Form
        form={form}
        name="login"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => mutation.mutate(values)}
        requiredMark={false}
      >
        <Form.Item name="account" label={t('auth.login.account')} rules={[requiredRule()]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.login.password')}
          rules={[requiredRule('password_required')]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        {askSecondFactor && (
          <Form.Item
            name="secondFactor"
            label={t('auth.login.secondFactor')}
            extra={t('auth.login.secondFactorHelp')}
            rules={[requiredRule('field_required')]}
          >
            <Input autoComplete="one-time-code" autoFocus maxLength={32} />
          </Form.Item>
        )}
        {askSecondFactor && passkeyOptions && (
          <Button
            block
            className="auth-passkey"
            onClick={() =>
              void signWithPasskey(passkeyOptions).then(
                (passkey) => mutation.mutate({ ...form.getFieldsValue(true), passkey }),
                () => setFailure(t('auth.login.passkeyFailed')),
              )
            }
          >
            {t('auth.login.usePasskey')}
          </Button>
        )}
        <div className="auth-row">
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{t('auth.login.rememberMe')}</Checkbox>
          </Form.Item>
          <Link to="/passwordReset">{t('auth.login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} className="auth-submit">
          {t('auth.login.submit')}
        </Button>
      </Form>
      {passkeys && !askSecondFactor && (
        <Button
          block
          className="auth-passkey-login"
          loading={passkeyLogin.isPending}
          onClick={() => passkeyLogin.mutate()}
        >
          {t('auth.login.passkeySignIn')}
        </Button>
      )}
      <p className="auth-switch">
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.register')}</Link>
      </p>
    </section>
  );
}
