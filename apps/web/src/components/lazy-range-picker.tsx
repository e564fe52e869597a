import './lazy-range-picker.css';
import { theme } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part.tsx';

/**
 * antd's date range picker (32 KB gzip with its dayjs plugins), fetched after the page: the filters around it
 * are usable at once and the picker follows. Used as a form field like the picker itself (Form.Item hands it
 * value and onChange). Until it is there, an empty box of the picker's size holds its place.
 */
export const RangePicker = lazyPart<RangePickerProps>(
  () =>
    import('antd/es/date-picker').then(
      (module) => module.default.RangePicker as ComponentType<RangePickerProps>,
    ),
  () => <RangePickerPlaceholder />,
);

/** The picker's outline, empty, in the theme's colours; the stylesheet gives it the picker's size. */
function RangePickerPlaceholder() {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden="true"
      className="range-picker-placeholder"
      style={{
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        fontSize: token.fontSize,
      }}
    >
      {/* sized like the picker's inputs (the character count rc-picker gives them), never focused */}
      <input size={12} disabled tabIndex={-1} />
      <span className="range-picker-placeholder-arrow" />
      <input size={12} disabled tabIndex={-1} />
      <span className="range-picker-placeholder-icon" />
    </span>
  );
}
