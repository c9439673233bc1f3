/**
 * A small drawing of a Nodal canvas: three nodes wired left to right. Used as the still image of
 * video cards that have no thumbnail, so a card always shows what the workflow does.
 */
const HUES = [
  { from: '#1e1b4b', to: '#312e81', accent: '#a5b4fc' },
  { from: '#0f172a', to: '#134e4a', accent: '#5eead4' },
  { from: '#1e1b4b', to: '#4c1d95', accent: '#c4b5fd' },
] as const;

export function NodeArt({ steps, tone = 0, className = '' }: { steps: readonly string[]; tone?: number; className?: string }) {
  const hue = HUES[tone % HUES.length]!;
  const id = `na-${tone}-${steps.join('').length}`;
  const xs = [24, 128, 232];
  const ys = [34, 126, 46];
  return (
    <svg viewBox="0 0 336 189" className={className} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={hue.from} />
          <stop offset="1" stopColor={hue.to} />
        </linearGradient>
        <pattern id={`${id}-dots`} width="14" height="14" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="1" fill="#fff" fillOpacity=".08" />
        </pattern>
      </defs>
      <rect width="336" height="189" fill={`url(#${id}-bg)`} />
      <rect width="336" height="189" fill={`url(#${id}-dots)`} />
      {xs.slice(0, -1).map((x, i) => (
        <path
          key={`c${i}`}
          d={`M${x + 80} ${ys[i]! + 18} C ${x + 96} ${ys[i]! + 18}, ${xs[i + 1]! - 16} ${ys[i + 1]! + 18}, ${xs[i + 1]} ${ys[i + 1]! + 18}`}
          fill="none"
          stroke={hue.accent}
          strokeOpacity=".7"
          strokeWidth="1.5"
        />
      ))}
      {steps.slice(0, 3).map((label, i) => (
        <g key={label} transform={`translate(${xs[i]} ${ys[i]})`}>
          <rect width="80" height="36" rx="7" fill="#0b1020" fillOpacity=".85" stroke="#fff" strokeOpacity=".16" />
          <circle cx="12" cy="18" r="4" fill={hue.accent} />
          <text x="22" y="22" fontSize="10" fontFamily="system-ui, sans-serif" fill="#e2e8f0">
            {label}
          </text>
          <circle cx="0" cy="18" r="2.5" fill="#0b1020" stroke={hue.accent} />
          <circle cx="80" cy="18" r="2.5" fill="#0b1020" stroke={hue.accent} />
        </g>
      ))}
    </svg>
  );
}
