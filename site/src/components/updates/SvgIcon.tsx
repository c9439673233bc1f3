import { ICON_PATHS, type IconName } from '../../lib/docs-icons.ts';

/** An inline Lucide outline; decorative (aria-hidden) because every use sits beside its text. */
export function SvgIcon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: ICON_PATHS[name] }}
    />
  );
}
