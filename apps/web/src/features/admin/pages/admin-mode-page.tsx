import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Admin Management (customer and card lists): built in a later issue. */
export function AdminModePage() {
  return <PagePlaceholder titleKey="route.adminMode" />;
}
