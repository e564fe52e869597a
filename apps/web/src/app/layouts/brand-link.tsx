import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { BrandMark } from '../brand-mark.tsx';

/** The product name with its SIM-card mark, leading home. */
export function BrandLink() {
  return (
    <Link to="/home" className="brand-link">
      <BrandMark />
      <span className="brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}
