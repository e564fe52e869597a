import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's `App.useApp()` (notification, message, modal) without importing `App`, whose module brings Modal and
 * antd's form code into every page that calls it. The values come from app/feedback-provider.tsx.
 */
export const useFeedback = (): useAppProps => useContext(AppContext);
