import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Home (spec §1): marketing, price guide, support and FAQ come in a later issue. */
export function HomePage() {
  return <PagePlaceholder titleKey="route.home" />;
}
