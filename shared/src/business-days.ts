// When a contact is owed a reply: the site promises "a call within 2 business days". Days are
// calendar days in the business's time zone, Monday to Friday; public holidays are not counted out.

/** A calendar date as YYYY-MM-DD. */
export type IsoDate = string;

export const REPLY_BUSINESS_DAYS = 2;
export const DEFAULT_TIME_ZONE = 'Europe/London';

/** True when the runtime knows `zone` as an IANA time zone (Europe/London, America/New_York, UTC). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date `instant` falls on in `zone`. */
export function localDate(instant: Date, zone: string): IsoDate {
  let format = formatters.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  return format.format(instant);
}

function toUtcNoon(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/** `count` Monday-to-Friday days after `date` (a weekend date counts from the Monday after it). */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  const day = toUtcNoon(date);
  let left = count;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The last day a reply is on time for a contact that arrived at `arrived`, in the business's zone. */
export function replyDueOn(arrived: Date, zone: string): IsoDate {
  return addBusinessDays(localDate(arrived, zone), REPLY_BUSINESS_DAYS);
}

export type DueState = 'overdue' | 'today' | 'later' | 'done';

/**
 * Where a contact stands against its reply date at `now`: a contact already replied to or closed
 * is done, whatever the date.
 */
export function dueState(dueOn: IsoDate | null, status: string, now: Date, zone: string): DueState {
  if (status === 'replied' || status === 'closed' || !dueOn) return 'done';
  const today = localDate(now, zone);
  if (dueOn < today) return 'overdue';
  return dueOn === today ? 'today' : 'later';
}
