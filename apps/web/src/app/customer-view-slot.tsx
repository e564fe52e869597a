import { lazy, Suspense } from 'react';
import { useCustomerViewStash } from '../features/admin/customer-view/customer-view-store.ts';
import { loadTexts } from '../lib/i18n.ts';
import type { TextArea } from '../locales/text-files.ts';

/** The texts the customer-view banner shows besides `common` (routes-texts.test.ts checks them). */
export const CUSTOMER_VIEW_BANNER_TEXTS: readonly TextArea[] = ['admin'];

// Only an administrator in a customer's view ever sees the banner: its code and texts stay out of the first load.
const CustomerViewBanner = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/admin/customer-view/customer-view-banner.tsx'),
    loadTexts(CUSTOMER_VIEW_BANNER_TEXTS),
  ]);
  return { default: module.CustomerViewBanner };
});

/** Where the banner goes on every page: whose view it is, and Exit, while a customer view is open. */
export function CustomerViewSlot() {
  const stash = useCustomerViewStash();
  if (!stash) return null;
  return (
    <Suspense fallback={null}>
      <CustomerViewBanner />
    </Suspense>
  );
}
