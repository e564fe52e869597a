import type { UserInfo } from '@simportal/contract/api/user';
import { useMutation } from '@tanstack/react-query';
import { Button, Descriptions, type DescriptionsProps, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { ADMIN_LEVEL } from '../../../stores/auth-state.ts';
import { useUserInfo } from '../api/user-api.ts';
import { saveMailLocale } from '../locale-sync.ts';

/** Offers to send emails in the interface language when the account's email language differs. */
function MailLocaleAction({ info, disabled }: { info: UserInfo; disabled: boolean }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const locale = currentLocale();
  const name = t(`language.${locale}`);
  const mutation = useMutation({
    mutationFn: () => saveMailLocale(locale),
    onSuccess: () =>
      notification.success({ title: t('account.profile.mailLocaleSaved', { name }), role: 'status' }),
    onError: (error) => {
      if (!(error as { notified?: boolean }).notified) notifyError(error.message);
    },
  });
  if (info.locale === locale || disabled) return null;
  return (
    <Button type="link" size="small" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {t('account.profile.useInterfaceLocale', { name })}
    </Button>
  );
}

/** Who is logged in: name, email, account type, balance, member since and the language of their emails. */
export function ProfileSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const query = useUserInfo();
  const locale = currentLocale();

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (query.isError) {
    body = <LoadFailed query={query} title={t('account.profile.loadFailed')} compact />;
  } else {
    const info = query.data;
    const items: DescriptionsProps['items'] = [
      { key: 'username', label: t('account.profile.username'), children: info.username },
      { key: 'email', label: t('account.profile.email'), children: info.email },
      {
        key: 'role',
        label: t('account.profile.role'),
        children: t(
          info.level === ADMIN_LEVEL
            ? 'account.profile.administrator'
            : info.member
              ? 'account.profile.member'
              : 'account.profile.customer',
        ),
      },
      // a member's own balance is always 0 and the owner's is not theirs to see (decision 0103): none is shown
      ...(info.member
        ? []
        : [
            {
              key: 'balance',
              label: t('account.profile.balance'),
              children: formatMoney(info.balance, locale, info.currency),
            },
          ]),
      {
        key: 'memberSince',
        label: t('account.profile.memberSince'),
        children: formatDateTime(info.createdAt, locale),
      },
      {
        key: 'mailLocale',
        label: t('account.profile.mailLocale'),
        children: (
          <>
            {t(`language.${info.locale}`)} <MailLocaleAction info={info} disabled={actingAs} />
            {/* the header's switch saves the language for mails too (locale-sync.ts): said, not a surprise */}
            <div className="personal-hint">{t('account.profile.mailLocaleFollows')}</div>
          </>
        ),
      },
    ];
    body = <Descriptions column={1} bordered size="small" items={items} />;
  }

  return (
    <section aria-labelledby="profile-title" className="personal-section">
      <Typography.Title id="profile-title" level={2} className="personal-section-title">
        {t('account.profile.title')}
      </Typography.Title>
      {body}
    </section>
  );
}
