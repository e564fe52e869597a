import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// The spinner duplicates the bar and sits where the header's account menu is.
NProgress.configure({ showSpinner: false });

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
