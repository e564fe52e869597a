import { productName } from '@simportal/contract/product';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../lib/i18n.ts';
import { BrandMark } from '../brand-mark.tsx';

/** The product name in the reader's language with its SIM-card mark, leading home. */
export function BrandLink() {
  useTranslation(); // a language switch renders the name again
  return (
    <Link to="/home" className="brand-link">
      <BrandMark />
      <span className="brand-name">{productName(currentLocale())}</span>
    </Link>
  );
}
