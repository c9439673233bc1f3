/**
 * The play triangle on the landing page's video cards and its product video: Lucide's "play",
 * filled, with only the attributes it needs. Every card's server-rendered markup carries it, so the
 * eight that Lucide's component adds and an HTML page ignores or repeats stay out.
 */
export function PlayGlyph({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />
    </svg>
  );
}
