import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Account Recharge Center: built in a later issue. */
export function RechargePage() {
  return <PagePlaceholder titleKey="route.recharge" />;
}
