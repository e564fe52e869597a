import '../legal.css';
import { useParams } from 'react-router';
import { LegalDocumentView } from '../components/legal-document-view.tsx';
import { disclaimerAt } from '../content/legal-document.ts';

/**
 * The disclaimer and terms of service in the language its address names (/disclaimer/cn, /disclaimer/en),
 * whatever the interface language. The route lets only the languages' segments through (any other is a 404).
 */
export function DisclaimerPage() {
  const { locale } = useParams();
  return <LegalDocumentView text={disclaimerAt(locale)} />;
}
