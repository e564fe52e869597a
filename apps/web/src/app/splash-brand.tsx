import { PRODUCT_NAME } from '../lib/product.ts';

/**
 * The brand as the first screen shows it while the app's code loads. index.html carries the same markup
 * (splash-brand.test.ts keeps the two equal), so the browser paints it straight from the HTML and React's
 * first render puts the identical thing in its place: the visitor sees the product at once, not a blank page.
 * It names the product only, the same in every language.
 */
export function SplashBrand() {
  return (
    <span className="splash-brand" aria-hidden="true">
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
      {PRODUCT_NAME}
    </span>
  );
}
