import './lazy-range-picker.css';
import { theme } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { ComponentType } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { lazyPart } from './lazy-part.tsx';

/**
 * antd's date range picker (32 KB gzip with its dayjs plugins), fetched after the page: the filters around it
 * are usable at once and the picker follows. On a phone its calendars stand one above the other in a sheet at the
 * foot of the screen (lazy-range-picker.css), never clipped by the screen's top or sides. Used as a form field like the picker itself (Form.Item hands it
 * value and onChange). Until it is there, an empty box of the picker's size holds its place.
 */
export const RangePicker = lazyPart<PastRangePickerProps>(
  () =>
    // dayjs is the picker's own dependency: it adds nothing to the chunk
    Promise.all([import('antd/es/date-picker'), import('dayjs')]).then(([module, { default: dayjs }]) => {
      const Picker = module.default.RangePicker as ComponentType<RangePickerProps>;
      return function PastRangePicker({ lastDay, ...props }: PastRangePickerProps) {
        const phone = useMediaQuery(PHONE_QUERY);
        return (
          <Picker
            // a range of past days opens on the month before `lastDay`'s and its own, never on a month after it
            defaultPickerValue={lastDay ? [dayjs(lastDay).subtract(1, 'month'), dayjs(lastDay)] : undefined}
            classNames={{ popup: { root: 'range-picker-popup' } }}
            // on a phone, a sheet 8 px inside the screen's foot and sides (it comes after the popup's own place)
            styles={phone ? { popup: { root: PHONE_SHEET } } : undefined}
            {...props}
          />
        );
      };
    }),
  () => <RangePickerPlaceholder />,
);

/** The open picker's place on a phone: fixed at the screen's foot, as wide as the screen less 8 px a side. */
const PHONE_SHEET = {
  position: 'fixed',
  top: 'auto',
  left: 8,
  right: 8,
  bottom: 8,
  maxHeight: 'calc(100dvh - 16px)',
  overflowY: 'auto',
} as const;

export type PastRangePickerProps = RangePickerProps & {
  /** The last day that may be picked (ISO): the calendars open on its month and the one before. */
  lastDay?: string;
};

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
