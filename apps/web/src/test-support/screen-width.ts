import { PHONE_QUERY } from '../lib/use-media-query.ts';
import { mediaQueryList } from './component-env.ts';

// A screen's width as useMediaQuery reads it: jsdom matches no media query, which is a desktop's width.

/** The window as a phone's (PHONE_QUERY matches) or a desktop's, until the test ends (shared-file-reset.ts). */
export const widthOf = (phone: boolean) => {
  window.matchMedia = (query: string) => mediaQueryList(query, phone && query === PHONE_QUERY);
};
