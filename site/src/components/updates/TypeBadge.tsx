import { articleTypeColor, articleTypeLabel, type BadgeColor } from '@nodal/shared/enums';

// Full class strings (not built from the colour name) so Tailwind sees them. Text shades are
// chosen for at least 4.5:1 contrast on their tint.
const COLOR_CLASSES: Record<BadgeColor, string> = {
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  green: 'bg-green-50 text-green-800 ring-green-600/20',
  purple: 'bg-purple-50 text-purple-800 ring-purple-600/20',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function TypeBadge({ type }: { type: string }) {
  return (
    <span
      data-type-badge={type}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset ${COLOR_CLASSES[articleTypeColor(type)]}`}
    >
      {articleTypeLabel(type)}
    </span>
  );
}
