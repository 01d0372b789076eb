// How the console writes dates, times, numbers and money for people: one form of each, used by the
// grid, the record view, transcripts, speakers, run logs and summaries. US English, as the data is.
// Calendar days ("2026-03-04") have no zone and read the same everywhere; instants (datetimes) read
// in the viewer's own zone with the zone named (docs/decisions/0021-formats.md).

const LOCALE = 'en-US';

const DAY = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const TIME_S = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
});
const INSTANT_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const INSTANT = new Intl.DateTimeFormat(LOCALE, INSTANT_PARTS);
const CLOCK = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
const NUMBER = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 });
// Cents at least; a stored fraction of a cent is shown, not rounded away.
const MONEY = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 6 });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?)?$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const WHOLE = /^-?\d+$/;

/** A calendar day, "2026-03-04" → "Mar 4, 2026"; anything that is not a day is returned as is. */
export function formatDate(value: string): string {
  const m = DATE_PREFIX.exec(value.trim());
  if (!m) return value;
  // setUTCFullYear, not Date.UTC: that reads the years 0-99 as 1900-1999.
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // 2026-02-30 is not a day: show what was stored.
  if (d.getUTCMonth() !== Number(m[2]) - 1) return value;
  return DAY.format(d);
}

/** The months as formatDate writes them ("apr"), for readDate; made on first use. */
let monthNames: readonly string[] | undefined;
const SHOWN_DAY = /^([a-z]{3})\.? (\d{1,2}),? (\d{4})$/i;

/** The day `text` names, as YYYY-MM-DD: written so, or as formatDate shows it ("Apr 9, 2023", so
 * that a date copied from the grid can be pasted into a filter); null when it names no day that
 * exists. */
export function readDate(text: string): string | null {
  const t = text.trim();
  const iso = DATE_ONLY.exec(t);
  const shown = iso ? null : SHOWN_DAY.exec(t);
  monthNames ??= Array.from({ length: 12 }, (_, i) =>
    DAY.formatToParts(Date.UTC(2000, i, 1))
      .find((p) => p.type === 'month')
      ?.value.toLowerCase(),
  ).map((m) => m ?? '');
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : shown
      ? [Number(shown[3]), monthNames.indexOf((shown[1] as string).toLowerCase()) + 1, Number(shown[2])]
      : [0, 0, 0];
  if (m === 0) return null;
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A time of day, "14:05" → "2:05 PM", "14:05:30" → "2:05:30 PM"; anything else as is. */
export function formatTime(value: string): string {
  const m = TIME_ONLY.exec(value.trim());
  if (!m) return value;
  const [h, min, s] = [Number(m[1]), Number(m[2]), m[3] === undefined ? null : Number(m[3])];
  if (h > 23 || min > 59 || (s !== null && s > 59)) return value;
  const d = new Date(Date.UTC(1970, 0, 1, h, min, s ?? 0));
  return (s === null || s === 0 ? TIME : TIME_S).format(d);
}

/**
 * An instant, "2026-03-04T19:05:00Z" → "Mar 4, 2026, 1:05 PM CST" in the viewer's zone, the zone
 * named. A value with no zone of its own is read as UTC (the service stores UTC).
 */
export function formatDateTime(value: string, timeZone?: string): string {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return formatDate(text);
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const t = Date.parse(hasZone ? text : `${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(t)) return value;
  const f = timeZone ? new Intl.DateTimeFormat(LOCALE, { ...INSTANT_PARTS, timeZone }) : INSTANT;
  return f.format(new Date(t));
}

/** The viewer's zone by its name for all seasons, "Central Time" (not "CST" or "CDT"); a zone
 * with no such name by the name the grid's times carry ("UTC", not "GMT+00:00"). */
export function viewerZoneName(now = new Date()): string {
  const zone = (f: Intl.DateTimeFormat) => f.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value;
  const generic = zone(ZONE_NAME);
  if (generic && !/^GMT[+-]/.test(generic)) return generic;
  return zone(INSTANT) ?? ZONE_NAME.resolvedOptions().timeZone;
}
const ZONE_NAME = new Intl.DateTimeFormat(LOCALE, { timeZoneName: 'longGeneric' });

/** The time of an instant (a log line's clock), "1:05:09 PM", in the viewer's zone. */
export function formatClockTime(at: Date | number): string {
  return CLOCK.format(at);
}

/** A number with grouping, "3200" → "3,200". 64-bit whole numbers given as text stay exact. */
export function formatNumber(value: number | string): string {
  if (typeof value === 'string') {
    const text = value.trim();
    if (WHOLE.test(text)) return groupDigits(text);
    const n = Number(text);
    return text === '' || Number.isNaN(n) ? value : NUMBER.format(n);
  }
  return Number.isFinite(value) ? NUMBER.format(value) : String(value);
}

/** A number with exactly `digits` decimals, grouped: 3725 → "3,725.0" (1). */
export function formatFixed(value: number, digits: number): string {
  if (!Number.isFinite(value)) return String(value);
  let f = FIXED.get(digits);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    FIXED.set(digits, f);
  }
  return f.format(value);
}
const FIXED = new Map<number, Intl.NumberFormat>();

/** A count for a sentence: "1,204". */
export const formatCount = (n: number): string => NUMBER.format(n);

/** US dollars, "100.5" → "$100.50". */
export function formatMoney(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && (value.trim() === '' || Number.isNaN(n))) return value;
  return Number.isFinite(n) ? MONEY.format(n) : String(value);
}

/** "1,204 words", "1 word". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

function groupDigits(digits: string): string {
  const negative = digits.startsWith('-');
  const body = (negative ? digits.slice(1) : digits).replace(/^0+(?=\d)/, '');
  const grouped = body.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return negative ? `-${grouped}` : grouped;
}

/** A message as a sentence: a server's words often end without a full stop, and the console's
 * own sentence follows them ("Code AGRI exists already. Your input is kept."). */
export function asSentence(text: string): string {
  const t = text.trim();
  return t === '' || /[.!?…]["'”’)]?$/.test(t) ? t : `${t}.`;
}
