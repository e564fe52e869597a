import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Personal Center with change password: built in a later issue. */
export function PersonalPage() {
  return <PagePlaceholder titleKey="route.personal" />;
}
