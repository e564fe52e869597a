import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Charts demo: built in a later issue (echarts/core on this lazy route only). */
export function EchartsPage() {
  return <PagePlaceholder titleKey="route.echarts" />;
}
