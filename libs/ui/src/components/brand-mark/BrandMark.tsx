/**
 * The portal's mark: a shopping bag with a rising line, drawn inline so it costs no request. It takes the current
 * text colour, so each place sets the colour of its surroundings (white on the brand panel, primary in the header).
 */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="currentColor" />
      <path d="M12 16h16l-1.4 14.2a2 2 0 0 1-2 1.8H15.4a2 2 0 0 1-2-1.8L12 16Z" fill="#fff" />
      <path d="M16 16v-2a4 4 0 0 1 8 0v2" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="m15.5 26 3-3 2.5 2 3.5-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
