import '../auth.css';
import { validateUsername } from '@simportal/contract/rules/username';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Input } from '../../../components/text-inputs.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import {
  acceptInvitation,
  acceptMemberInvitation,
  viewInvitation,
  viewMemberInvitation,
} from '../api/auth-api.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { checkRule } from '../forms/field-rules.ts';
import type { FailureOptions } from '../forms/server-errors.ts';
import { useReportFailure } from '../forms/use-report-failure.ts';

interface AcceptValues {
  username: string;
  password: string;
  confirmPassword: string;
}

const FAILURES: FailureOptions = {
  fields: ['username', 'password', 'confirmPassword'],
  fieldOf: { username_exists: 'username' },
  fallbackKey: 'invitation_invalid',
};

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What each kind of invitation asks of the server and says on the page. */
const KINDS = {
  administrator: {
    key: 'invitation',
    view: viewInvitation,
    accept: acceptInvitation,
    texts: 'auth.invite',
  },
  // an account owner's invitation of a member (decision 0103)
  member: {
    key: 'member-invitation',
    view: viewMemberInvitation,
    accept: acceptMemberInvitation,
    texts: 'auth.join',
  },
} as const;

/** /join?token=… (decision 0103): an account owner's invitation to use some of their cards. */
export function MemberInvitationPage() {
  return <InvitationPage kind="member" />;
}

/**
 * /invite?token=… (issue #34): the page an owner's invitation links to. It says who invites whom as what, and
 * the invited person chooses a username and password; their administrator account then signs in as any other
 * (setting up two-step verification first when the operator requires it). /join is the same for a member.
 */
export function InvitationPage({ kind = 'administrator' }: { kind?: keyof typeof KINDS }) {
  const source = KINDS[kind];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('token') ?? '';
  const token = TOKEN.test(raw) ? raw : null;
  const [form] = Form.useForm<AcceptValues>();
  const report = useReportFailure(form, FAILURES);
  const invitation = useQuery({
    queryKey: [source.key, token],
    queryFn: () => source.view(token ?? ''),
    enabled: token !== null,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (values: AcceptValues) =>
      source.accept(token ?? '', {
        ...values,
        username: values.username.trim(),
        locale: currentLocale(),
      }),
    onSuccess: (result) => {
      notifySuccess(`${source.texts}.accepted`);
      void navigate('/login', { replace: true, state: { account: result.username } });
    },
    onError: report,
  });

  const closed =
    token === null ||
    (invitation.isError &&
      isApiError(invitation.error) &&
      ['invitation_invalid', 'validation_failed'].includes(invitation.error.message));

  return (
    <section aria-labelledby="page-title" className="auth-page">
      <h1 id="page-title" className="auth-title">
        {t(`${source.texts}.heading`)}
      </h1>
      {closed ? (
        <Alert type="warning" showIcon role="alert" title={translateMessage('invitation_invalid')} />
      ) : invitation.isError ? (
        <Alert type="error" showIcon role="alert" title={t(`${source.texts}.loadFailed`)} />
      ) : !invitation.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <p className="auth-intro">
            {t(`${source.texts}.intro`, {
              name: invitation.data.invitedBy,
              role: 'role' in invitation.data ? t(`auth.invite.role.${invitation.data.role}`) : '',
              email: invitation.data.email,
            })}
          </p>
          <Form
            form={form}
            name="invitation"
            layout="vertical"
            noValidate
            onFinish={(values) => accept.mutate(values)}
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
            <NewPasswordFields
              passwordLabel={t('auth.register.password')}
              confirmLabel={t('auth.register.confirmPassword')}
              mismatchKey="password_mismatch"
            />
            <Button type="primary" htmlType="submit" block loading={accept.isPending} className="auth-submit">
              {t(`${source.texts}.submit`)}
            </Button>
          </Form>
        </>
      )}
      <p className="auth-switch">
        <Link to="/login">{t('auth.reset.backToLogin')}</Link>
      </p>
    </section>
  );
}
