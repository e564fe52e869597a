import { theme } from 'antd';
import { THEME_CLASS } from '../theme.ts';

/**
 * The classes antd's own components carry for this theme, for a layout's outermost element: its link style and
 * design-token CSS variables then reach the plain elements of the frame and its pages too (a login's "Sign up"
 * link has the theme's colour, not the browser's blue).
 */
export const useThemeFrameClass = (): string => {
  const { hashId } = theme.useToken();
  return `${THEME_CLASS} ${hashId}`;
};
