import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Register: built with the auth issue. */
export function RegisterPage() {
  return <PagePlaceholder titleKey="route.register" />;
}
