import { Outlet } from 'react-router';
import { CustomerViewSlot } from './customer-view-slot.tsx';
import { useNavigationProgress } from './progress.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useLanguageInAddress } from './use-language-in-address.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';

/** The root route: behaviour common to every screen (spec §2), around whichever layout matched. */
export function RootShell() {
  useNavigationProgress();
  useDocumentTitle();
  useLanguageInAddress();
  useScrollToTop();
  return (
    <>
      {/* an administrator in a customer's view sees whose view it is, and Exit, on every page */}
      <CustomerViewSlot />
      <Outlet />
    </>
  );
}
