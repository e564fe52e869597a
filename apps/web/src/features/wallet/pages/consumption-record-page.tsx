import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Activities (consumption and recharge record): built in a later issue. */
export function ConsumptionRecordPage() {
  return <PagePlaceholder titleKey="route.my_recharge_record" />;
}
