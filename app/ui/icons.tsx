/**
 * The product's few icons, drawn inline: emoji and dingbats depend on the fonts of the machine
 * (on some hospital PCs they show as empty boxes). Always beside a word; the icon itself is hidden
 * from screen readers.
 */
const PATHS = {
  check: "M4 10.5 8.5 15 16 6",
  cross: "M5.5 5.5 14.5 14.5M14.5 5.5 5.5 14.5",
  warning: "M10 3 18 17H2L10 3ZM10 8v4.5M10 14.5v.5",
  clock: "M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM10 6.5V10l2.5 2",
  pending: "M5 10h.5M10 10h.5M15 10h.5",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = "" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`inline-block shrink-0 align-[-0.125em] ${className}`}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
