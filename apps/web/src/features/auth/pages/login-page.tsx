import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Login with remember-me: built with the auth issue. */
export function LoginPage() {
  return <PagePlaceholder titleKey="route.login" />;
}
