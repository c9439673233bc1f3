// What the drawn charts share: the admin's palette, the axis style and the time-series frame.
// Tailwind's indigo-600, teal-600, amber-500, slate-300 and rose-600: the admin's own palette.
export const COLOURS = {
  signups: '#4f46e5',
  contacts: '#0d9488',
  events: '#f59e0b',
  other: '#cbd5e1',
  overdue: '#e11d48',
};
export const AXIS = { fontFamily: 'inherit', fontSize: '12px', color: '#64748b', overflow: 'visible' } as const;
export const SERIES_HEIGHT = 260;

/** A time axis of buckets: a tick every few buckets, fewer on a narrow card. */
function timeAxis(width: number) {
  return { type: 'utc' as const, label: null, ticks: Math.max(2, Math.floor(width / 110)) };
}

/** The frame every time-series chart shares: size, margins, axis style and the time axis. */
export const seriesFrame = (width: number) => ({
  width,
  height: SERIES_HEIGHT,
  marginLeft: 36,
  marginRight: 16,
  style: AXIS,
  x: timeAxis(width),
});
