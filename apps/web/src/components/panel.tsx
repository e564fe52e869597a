import './panel.css';
import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A bordered box with an optional title, drawn as antd's Card draws one. antd's Card module imports Tabs (for
 * its tab list), and with it Dropdown and Menu: 25 KB gzip in the first load of every page with a card, for
 * a feature no page here uses.
 */
export function Panel({
  title,
  className,
  children,
}: {
  title?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      className={className ? `panel ${className}` : 'panel'}
      style={{ background: token.colorBgContainer, border: line, borderRadius: token.borderRadiusLG }}
    >
      {title && (
        <div
          className="panel-head"
          style={{
            minHeight: token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            padding: `0 ${token.paddingLG}px`,
            borderBottom: line,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeLG,
          }}
        >
          <div className="panel-head-title">{title}</div>
        </div>
      )}
      <div className="panel-body" style={{ padding: token.paddingLG }}>
        {children}
      </div>
    </div>
  );
}
