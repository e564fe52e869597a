import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import type { ConfigProviderProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_ICONS } from '../components/status-icons.tsx';

/**
 * antd's icons name themselves in English (`<span role="img" aria-label="close-circle">`), so on a Chinese page
 * a screen reader said "down", "check-circle", "eye-invisible" (issue #33, decision 0038). What antd lets the app
 * set once is set here, in the interface's language: an icon beside a text that says it all is hidden, an icon
 * that is a control's only content is named in the reader's language (antd's locale names a password's eye and
 * the close buttons of dialogs, drawers and toasts: their icons are hidden). The rest is set where the component is used:
 * components/page-icons.tsx (pagination), components/clear-icon.tsx (a field's clear button).
 */
export const useAntdIconNames = (): Pick<
  ConfigProviderProps,
  'alert' | 'modal' | 'drawer' | 'notification' | 'select' | 'inputSearch' | 'inputPassword'
> => {
  const { t } = useTranslation();
  return useMemo(() => {
    // the close buttons of dialogs, drawers and toasts are named by antd's locale ("关闭")
    const close = <CloseOutlined aria-hidden />;
    return {
      alert: {
        successIcon: STATUS_ICONS.success,
        infoIcon: STATUS_ICONS.info,
        warningIcon: STATUS_ICONS.warning,
        errorIcon: STATUS_ICONS.error,
      },
      modal: {
        successIcon: STATUS_ICONS.success,
        infoIcon: STATUS_ICONS.info,
        warningIcon: STATUS_ICONS.warning,
        errorIcon: STATUS_ICONS.error,
        closeIcon: close,
      },
      drawer: { closeIcon: close },
      notification: { closeIcon: close },
      select: { suffixIcon: <DownOutlined aria-hidden />, clearIcon: <CloseCircleFilled aria-hidden /> },
      inputSearch: { searchIcon: <SearchOutlined aria-label={t('common.search')} /> },
      // the eye is named by antd's locale on the control around it (显示 / 隐藏)
      inputPassword: {
        iconRender: (visible: boolean) =>
          visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />,
      },
    };
  }, [t]);
};
