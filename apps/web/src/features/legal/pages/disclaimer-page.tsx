import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/**
 * The disclaimer in Chinese (/disclaimer/cn) or English (/disclaimer/en); its text is not in the spec yet.
 * The route only lets `cn` and `en` through (any other value is a 404).
 */
export function DisclaimerPage() {
  return <PagePlaceholder titleKey="route.disclaimer" />;
}
