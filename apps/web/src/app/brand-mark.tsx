import { BRAND } from '../lib/brand.ts';

/**
 * The product's mark (decision 0046): a SIM card, its corner cut, carrying a globe; a signal dot in the accent
 * colour sits in the cut corner. Beside the name in the header (the mark alone on a phone), on the splash and
 * the fault page; decoration for screen readers. The card takes `color` (the brand's primary, global.css).
 */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 24 28"
      width="24"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 0h11l9 9v15a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth="1.5">
        <circle cx="12" cy="17" r="6.25" />
        <ellipse cx="12" cy="17" rx="2.6" ry="6.25" />
        <path d="M5.75 17h12.5" />
      </g>
      <circle cx="20.5" cy="3.5" r="2.5" fill={BRAND.accent} />
    </svg>
  );
}
