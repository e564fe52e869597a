import { Skeleton, theme } from 'antd';

/** antd Table's sizes: the cell padding of each (small and middle are the compact ones). */
type TableSize = 'small' | 'middle' | 'large';

/**
 * A table's place while its code (antd's Table) is fetched: the height of its header and `rows` rows at the
 * table's size, so what follows does not move when it arrives, with grey lines in it.
 */
export function TablePlaceholder({ rows, size = 'large' }: { rows: number; size?: TableSize }) {
  const { token } = theme.useToken();
  const padding = { small: token.paddingXS, middle: token.paddingSM, large: token.padding }[size];
  const rowHeight = padding * 2 + Math.round(token.fontSize * token.lineHeight) + token.lineWidth;
  return (
    <div aria-busy="true" style={{ height: (rows + 1) * rowHeight, overflow: 'hidden' }}>
      <Skeleton active title={false} paragraph={{ rows: rows + 1, width: '100%' }} />
    </div>
  );
}
