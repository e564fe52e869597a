import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** My SIMs: built in a later issue. */
export function MySimsPage() {
  return <PagePlaceholder titleKey="route.mySims" />;
}
