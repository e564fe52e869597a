import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Password Reset: built with the auth issue. */
export function PasswordResetPage() {
  return <PagePlaceholder titleKey="route.passwordReset" />;
}
