/**
 * A small drawing of a Nodal canvas: three nodes wired left to right. Used as the still image of
 * video cards that have no thumbnail, so a card always shows what the workflow does. The
 * backdrop is CSS; only nodes and wires are SVG, which keeps a dozen of them light in the HTML.
 */
const HUES = [
  { bg: 'linear-gradient(135deg,#1e1b4b,#312e81)', accent: '#a5b4fc' },
  { bg: 'linear-gradient(135deg,#0f172a,#134e4a)', accent: '#5eead4' },
  { bg: 'linear-gradient(135deg,#1e1b4b,#4c1d95)', accent: '#c4b5fd' },
] as const;
const XS = [24, 128, 232] as const;
const YS = [34, 126, 46] as const;

export function NodeArt({
  steps,
  tone = 0,
  className = '',
}: {
  steps: readonly string[];
  tone?: number;
  className?: string;
}) {
  const hue = HUES[tone % HUES.length]!;
  const wires = [0, 1]
    .map(
      (i) =>
        `M${XS[i]! + 80} ${YS[i]! + 18}C${XS[i]! + 96} ${YS[i]! + 18} ${XS[i + 1]! - 16} ${YS[i + 1]! + 18} ${XS[i + 1]} ${YS[i + 1]! + 18}`,
    )
    .join('');
  return (
    <div
      className={className}
      style={{
        backgroundImage: `radial-gradient(rgb(255 255 255/.08) 1px,transparent 1px),${hue.bg}`,
        backgroundSize: '14px 14px,auto',
      }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 336 189" className="size-full" focusable="false" preserveAspectRatio="xMidYMid slice">
        <path d={wires} fill="none" stroke={hue.accent} strokeOpacity=".7" strokeWidth="1.5" />
        {steps.slice(0, 3).map((label, i) => (
          <g key={label} transform={`translate(${XS[i]} ${YS[i]})`} stroke={hue.accent}>
            <rect width="80" height="36" rx="7" fill="#0b1020" fillOpacity=".85" stroke="#fff" strokeOpacity=".16" />
            <circle cx="12" cy="18" r="4" fill={hue.accent} />
            <circle r="2.5" cy="18" fill="#0b1020" />
            <circle r="2.5" cx="80" cy="18" fill="#0b1020" />
            <text
              x="22"
              y="22"
              fontSize="10"
              fill="#e2e8f0"
              stroke="none"
              fontFamily="Inter Variable, Inter Fallback, sans-serif"
            >
              {label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
