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

/**
 * "Sunday, January 5, 2025 at 3:04:09 PM UTC": to the second, with the time zone, for a tooltip
 * beside formatDateTime when the exact moment matters (the audit log).
 */
export function formatExactDateTime(value: DateInput, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
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

export interface PublicDateOptions {
  /**
   * The moment that decides which year is "this year". Prebuilt pages pass their build time (a
   * change to public content rebuilds them, so it is recent); what the browser renders passes the
   * visitor's clock, the default.
   */
  now?: DateInput;
  /** "Mar 10" on cards (the spec's month abbreviation and day), "March 10" on an article page. */
  month?: 'short' | 'long';
  /** The zone the day and both years are read in; UTC, so a build and a browser agree on the day. */
  timeZone?: string;
}

/**
 * Every date the public site prints: month and day, and the year only when it is not the year of
 * `now`: "Mar 10" this year, "Mar 10, 2025" for any other year ("March 10, 2025" with `month: 'long'`).
 */
export function formatPublicDate(value: DateInput, options: PublicDateOptions = {}): string {
  const { now = new Date(), month = 'short', timeZone = 'UTC' } = options;
  const p = parts(value, { month, day: 'numeric', year: 'numeric' }, timeZone);
  if (!p) return '';
  const current = parts(now, { year: 'numeric' }, timeZone);
  return current && current.year === p.year ? `${p.month} ${p.day}` : `${p.month} ${p.day}, ${p.year}`;
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
