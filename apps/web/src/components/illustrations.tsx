import type { ReactNode } from 'react';
import { BRAND } from '../lib/brand.ts';

/**
 * The product's own illustrations (decision 0046), in place of antd's stock ones: flat shapes in the brand's
 * palette (lib/brand.ts), a few hundred bytes each, hidden from screen readers (the text beside them says what
 * they show). No antd here: the fault page, in the first load, shows one.
 */

/** A SIM card drawn with a dashed outline: nothing here yet. antd's empty states show it (app/providers.tsx). */
export function EmptyArt() {
  return (
    <svg
      className="empty-art"
      viewBox="0 0 120 84"
      width="120"
      height="84"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="60" cy="76" rx="46" ry="6" fill={BRAND.primaryTint} />
      <path
        d="M44 10h24l14 14v42a5 5 0 0 1-5 5H44a5 5 0 0 1-5-5V15a5 5 0 0 1 5-5z"
        fill="#fff"
        stroke={BRAND.primary}
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      <rect x="49" y="34" width="22" height="18" rx="3" fill={BRAND.primaryTint} stroke={BRAND.primary} />
      <path d="M49 43h22M60 34v18" stroke={BRAND.primary} />
      <circle cx="88" cy="14" r="5" fill={BRAND.accent} />
      <path
        d="M94 6a11 11 0 0 1 4 9M99 2a16 16 0 0 1 5 13"
        fill="none"
        stroke={BRAND.accent}
        strokeWidth="2"
      />
    </svg>
  );
}

/** The frame of the not-found and fault pictures: a globe on its shadow, under what each adds. */
function GlobeArt({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      className="result-art"
      viewBox="0 0 200 140"
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="100" cy="130" rx="80" ry="7" fill={BRAND.primaryTint} />
      <g stroke={BRAND.primary} strokeWidth="2" fill="none">
        <circle cx="84" cy="74" r="44" fill={BRAND.primaryTint} />
        <ellipse cx="84" cy="74" rx="18" ry="44" />
        <path d="M40 74h88M46 52h76M46 96h76" />
      </g>
      {children}
    </svg>
  );
}

/** A globe and a dotted route to a pin with a question mark: the page or the card is not there. */
export function NotFoundArt() {
  return (
    <GlobeArt width={200} height={140}>
      <path
        d="M30 112C34 60 110 20 158 44"
        fill="none"
        stroke={BRAND.accent}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 8"
      />
      <path
        d="M162 14a18 18 0 0 1 18 18c0 14-18 30-18 30s-18-16-18-30a18 18 0 0 1 18-18z"
        fill={BRAND.primary}
      />
      <path
        d="M156 27a6 6 0 1 1 8 6c-1.5.7-2 1.6-2 3v1"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="162" cy="43" r="2" fill="#fff" />
    </GlobeArt>
  );
}

/** A globe whose signal has dropped (an accent badge with a bar and a dot): something went wrong on our side. */
export function FaultArt() {
  return (
    <GlobeArt width={160} height={112}>
      <circle cx="150" cy="36" r="22" fill={BRAND.accent} />
      <path d="M150 24v14" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="150" cy="48" r="3" fill="#fff" />
    </GlobeArt>
  );
}
