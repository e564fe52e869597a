import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Basic Plan list: built in a later issue. */
export function PlanPage() {
  return <PagePlaceholder titleKey="route.plan" />;
}
