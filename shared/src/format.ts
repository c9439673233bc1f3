// Date and text formatting shared by the site and the admin (the CSV export writes ISO timestamps).
type DateInput = string | number | Date;

function parts(value: DateInput, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const formatted = new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) }).formatToParts(
    date,
  );
  return Object.fromEntries(formatted.map((p) => [p.type, p.value])) as Record<Intl.DateTimeFormatPartTypes, string>;
}

/** "Jan 5, 2025 at 3:04 PM" (the admin lists). */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const p = parts(
    value,
    { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
    timeZone,
  );
  if (!p) return '';
  return `${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** "Jan 5" (article cards). */
export function formatShortDate(value: DateInput, timeZone?: string): string {
  const p = parts(value, { month: 'short', day: 'numeric' }, timeZone);
  return p ? `${p.month} ${p.day}` : '';
}

/** "January 5, 2025" (article pages, admin cards). */
export function formatLongDate(value: DateInput, timeZone?: string): string {
  const p = parts(value, { month: 'long', day: 'numeric', year: 'numeric' }, timeZone);
  return p ? `${p.month} ${p.day}, ${p.year}` : '';
}

/** True when two timestamps fall on different calendar days (the Updated line shows only then). */
export function differentDay(a: DateInput, b: DateInput, timeZone?: string): boolean {
  return formatLongDate(a, timeZone) !== formatLongDate(b, timeZone);
}

/** Cuts a message for a table preview: `max` characters, then an ellipsis. */
export function preview(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}
