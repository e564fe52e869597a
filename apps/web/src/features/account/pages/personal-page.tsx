import '../account.css';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isActingAsAnotherUser } from '../../../lib/acting-as.ts';
import { isMember } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { AlertChannelsSection } from '../components/alert-channels-section.tsx';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import { DataExportSection } from '../components/data-export-section.tsx';
import { LowBalanceReminderSection } from '../components/low-balance-reminder-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { PushNotificationsSection } from '../components/push-notifications-section.tsx';
import { QuietHoursSection } from '../components/quiet-hours-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';

// the members', the papers', the passkeys' and the deletion's sections (decisions 0103, 0102, 0105, 0040), below the
// fold and with forms of their own, come after the page's first load: the members' and the papers' were 32 KB of
// it, the passkeys' would have pushed it past its budget, and the deletion's, at the page's foot, was 9.2 KB
const sectionPlaceholder = () => <Skeleton active paragraph={{ rows: 3 }} />;
const MembersSection = lazyPart(
  () => import('../components/members-section.tsx').then((module) => module.MembersSection),
  sectionPlaceholder,
);
const PasskeysSection = lazyPart(
  () => import('../components/passkeys-section.tsx').then((module) => module.loadWithTexts()),
  sectionPlaceholder,
);
const DeleteAccountSection = lazyPart(
  () => import('../components/delete-account-section.tsx').then((module) => module.DeleteAccountSection),
  sectionPlaceholder,
);
const PapersSection = lazyPart(
  () => import('../components/papers-section.tsx').then((module) => module.PapersSection),
  sectionPlaceholder,
);

/**
 * /personal, the Personal Center (spec §2): the account's details, the password change, the passkeys, the
 * low-balance reminder, the receipts, pro-forma invoices and statements with the company they are made out to, the
 * devices that get notifications, how and when they come (alert channels, quiet hours), where the account is logged
 * in, its data to download, and its deletion.
 */
export function PersonalPage() {
  const { t } = useTranslation();
  const tokenActingAs = useAuth((state) => isActingAsAnotherUser(state.accessToken));
  // the server may say so even when the token could not be read (no_permission on submit)
  const [refusedAsActor, setRefusedAsActor] = useState(false);
  // a member of another's account (decision 0103) keeps their own profile, password, passkeys and sessions; the
  // rest is the owner's account and the server refuses it them
  const member = useAuth((state) => isMember(state.userInfo));
  const actingAs = !member && (tokenActingAs || refusedAsActor);
  const onActingAs = () => setRefusedAsActor(true);
  return (
    <section aria-labelledby="page-title" className="personal-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.personal')}
      </Typography.Title>
      <ProfileSection actingAs={actingAs} />
      <ChangePasswordSection actingAs={actingAs} onActingAs={onActingAs} />
      <PasskeysSection actingAs={actingAs} onActingAs={onActingAs} />
      {member ? null : (
        <>
          <MembersSection actingAs={actingAs} />
          <LowBalanceReminderSection actingAs={actingAs} />
          <PapersSection actingAs={actingAs} />
          <PushNotificationsSection actingAs={actingAs} />
          <AlertChannelsSection actingAs={actingAs} />
          <QuietHoursSection actingAs={actingAs} />
        </>
      )}
      <SessionsSection actingAs={actingAs} />
      {member ? null : (
        <>
          <DataExportSection actingAs={actingAs} />
          <DeleteAccountSection actingAs={actingAs} />
        </>
      )}
    </section>
  );
}
