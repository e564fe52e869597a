import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// The spinner duplicates the bar and sits where the header's account menu is. The default template gives the
// bar role="bar", which is no ARIA role (axe: aria-roles, serious); the bar is decoration, hidden from AT.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * Spec §2: a progress bar starts before each navigation and finishes after it. A navigation is "not idle"
 * while its page chunk loads and the guard runs (user-info reload included).
 */
export const useNavigationProgress = (): void => {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
};
