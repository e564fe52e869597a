import DoubleLeftOutlined from '@ant-design/icons/es/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/es/icons/DoubleRightOutlined';
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import type { PaginationProps } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type PageIcons = Pick<PaginationProps, 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon'>;

/**
 * A pagination's arrows named in the reader's language: antd's own are buttons named by their icons, "left"
 * and "right", on a Chinese page too (decision 0038). antd's markup otherwise; spread into a Pagination or a
 * Table's `pagination`.
 */
export const usePageIcons = (): PageIcons => {
  const { t } = useTranslation();
  return useMemo(() => {
    const arrow = (label: string, icon: ReactNode) => (
      <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={label}>
        {icon}
      </button>
    );
    // the ellipsis among the page numbers, which jumps five pages: its icon says where
    const jump = (icon: ReactNode) => (
      <div className="ant-pagination-item-link">
        <div className="ant-pagination-item-container">
          {icon}
          <span className="ant-pagination-item-ellipsis">
            <EllipsisOutlined aria-hidden />
          </span>
        </div>
      </div>
    );
    return {
      prevIcon: arrow(t('common.previousPage'), <LeftOutlined aria-hidden />),
      nextIcon: arrow(t('common.nextPage'), <RightOutlined aria-hidden />),
      jumpPrevIcon: jump(
        <DoubleLeftOutlined
          className="ant-pagination-item-link-icon"
          aria-label={t('common.previousPages')}
        />,
      ),
      jumpNextIcon: jump(
        <DoubleRightOutlined className="ant-pagination-item-link-icon" aria-label={t('common.nextPages')} />,
      ),
    };
  }, [t]);
};
