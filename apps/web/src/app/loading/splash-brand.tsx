import { DEFAULT_LOCALE } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import { BrandMark } from '../brand-mark.tsx';

/**
 * The brand as the first screen shows it while the app's code loads. index.html carries the same markup
 * (splash-brand.test.ts keeps the two equal), so the browser paints it straight from the HTML and React's
 * first render puts the identical thing in its place: the visitor sees the product at once, not a blank page.
 * It names the product only, the same in every language: its English name is the wordmark (decision 0038).
 */
export function SplashBrand() {
  return (
    <span className="splash-brand" aria-hidden="true">
      <BrandMark />
      {productName(DEFAULT_LOCALE)}
    </span>
  );
}
