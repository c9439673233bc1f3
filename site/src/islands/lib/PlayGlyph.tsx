/**
 * The play triangle of the landing page's product video: Lucide's "play", filled. It leaves out what
 * Lucide's component adds and this drawing does not need: the namespace, a fixed width and height
 * (the class sizes it), the line caps of a path with no open ends, and Lucide's own class names.
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
