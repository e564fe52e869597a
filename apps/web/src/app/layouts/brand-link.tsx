import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/product.ts';

/** The product name with its SIM-card mark, leading home. */
export function BrandLink() {
  return (
    <Link to="/home" className="brand-link">
      <svg
        className="brand-mark"
        viewBox="0 0 20 24"
        width="20"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 0h11l7 7v15a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2z" fill="currentColor" />
        <rect x="5" y="10" width="10" height="9" rx="1.5" fill="#fff" />
      </svg>
      <span className="brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}
