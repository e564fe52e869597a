import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Add On list: built in a later issue. */
export function AddOnPage() {
  return <PagePlaceholder titleKey="route.addOn" />;
}
