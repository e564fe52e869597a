import '../legal.css';
import { useParams } from 'react-router';
import { LegalDocumentView } from '../components/legal-document-view.tsx';
import { DISCLAIMER_EN } from '../content/disclaimer-en.ts';
import { DISCLAIMER_ZH } from '../content/disclaimer-zh.ts';

/**
 * The disclaimer and terms of service: Chinese at /disclaimer/cn, English at /disclaimer/en, whatever the
 * interface language. The route lets only `cn` and `en` through (any other value is a 404).
 */
export function DisclaimerPage() {
  const { locale } = useParams();
  return <LegalDocumentView document={locale === 'cn' ? DISCLAIMER_ZH : DISCLAIMER_EN} />;
}
