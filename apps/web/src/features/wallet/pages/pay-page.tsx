import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Payment page: built in a later issue. */
export function PayPage() {
  return <PagePlaceholder titleKey="route.pay" />;
}
