import { ConfigContext } from 'antd/es/config-provider/context';
import Line from 'antd/es/progress/Line';
import useStyle from 'antd/es/progress/style';
import { useContext } from 'react';

export interface ProgressLineProps {
  /** 0-100 */
  percent: number;
  status: 'normal' | 'exception';
  className?: string;
  'aria-label': string;
}

/**
 * antd's line Progress without its figure, as the app shows it (a card's data used): the same element, classes
 * and styles, built from antd's own line and style hook, without the circle and step variants that antd's
 * Progress imports with it and, through the circle's tooltip, antd's form code (decision 0056).
 * `components/progress-line.test.tsx` holds it to antd's markup.
 */
export function ProgressLine({ percent, status, className, 'aria-label': label }: ProgressLineProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefix = getPrefixCls('progress');
  const [hashId, cssVarCls] = useStyle(prefix);
  const bounded = Math.min(100, Math.max(0, percent));
  return (
    <div
      className={[
        prefix,
        `${prefix}-status-${status}`,
        `${prefix}-line`,
        `${prefix}-line-align-end`,
        `${prefix}-line-position-outer`,
        direction === 'rtl' && `${prefix}-rtl`,
        className,
        hashId,
        cssVarCls,
      ]
        .filter(Boolean)
        .join(' ')}
      role="progressbar"
      aria-valuenow={bounded}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
    >
      <Line
        prefixCls={prefix}
        percent={percent}
        direction={direction}
        classNames={{}}
        styles={{}}
        percentPosition={{ align: 'end', type: 'outer' }}
      />
    </div>
  );
}
