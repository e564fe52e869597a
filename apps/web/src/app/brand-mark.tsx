/** The product's SIM-card mark, beside its name in the header and on the splash; decoration for screen readers. */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 20 24"
      width="20"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 0h11l7 7v15a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2z" fill="currentColor" />
      <rect x="5" y="10" width="10" height="9" rx="1.5" fill="#fff" />
    </svg>
  );
}
