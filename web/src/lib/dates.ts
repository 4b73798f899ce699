/**
 * Calendar dates for the scores screens, as "yyyy-MM-dd" strings in the
 * visitor's local calendar (the API's game_date form). Small stand-ins for
 * the date-fns calls a date picker would use (format "MMM d, yyyy",
 * startOfWeek Monday, isSameDay, parse).
 *
 * Date-range rules:
 * - default: football -> the current week Monday-Sunday; otherwise today..today;
 * - the end date's minimum is the start date;
 * - choosing the same day as the current start again sets the end to that day;
 * - the range is inclusive.
 */

export type IsoDate = string;

export interface DateRange {
  from: IsoDate | null;
  to: IsoDate | null;
}

export const INVALID_DATE_MESSAGE = "Date input not valid.";

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_LONG = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const pad = (n: number) => String(n).padStart(2, "0");

/** A local Date as "yyyy-MM-dd". */
export function toIsoDate(d: Date): IsoDate {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today in the visitor's calendar. */
export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate(now);
}

function validYmd(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const last = new Date(y, m, 0).getDate();
  return d <= last;
}

function ymd(y: number, m: number, d: number): IsoDate | null {
  return validYmd(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** Whether s is a real calendar date written "yyyy-MM-dd". */
export function isIsoDate(s: string | null | undefined): s is IsoDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s ?? "");
  return !!m && validYmd(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** "yyyy-MM-dd" as a local Date at midnight; null when it is not a date. */
export function fromIsoDate(s: string | null | undefined): Date | null {
  if (!isIsoDate(s)) return null;
  const [y, m, d] = s.split("-").map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const d = fromIsoDate(iso);
  if (!d) return iso;
  d.setDate(d.getDate() + days);
  return toIsoDate(d);
}

/** The Monday-to-Sunday week containing iso. */
export function weekRange(iso: IsoDate): { from: IsoDate; to: IsoDate } {
  const d = fromIsoDate(iso);
  if (!d) return { from: iso, to: iso };
  const sinceMonday = (d.getDay() + 6) % 7;
  const from = addDays(iso, -sinceMonday);
  return { from, to: addDays(from, 6) };
}

/** "Dec 15, 2025" ('MMM d, yyyy'). */
export function formatDisplayDate(iso: string | null | undefined): string {
  const d = fromIsoDate(iso);
  if (!d) return "";
  return `${MONTHS_SHORT[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** "Sunday, December 14, 2025" (long-form en-US). */
export function formatLongDate(iso: string | null | undefined, withWeekday = true): string {
  const d = fromIsoDate(iso);
  if (!d) return iso ?? "";
  return d.toLocaleDateString("en-US", {
    weekday: withWeekday ? "long" : undefined,
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** "Dec 15, 2025" or "Dec 15, 2025 – Dec 21, 2025". */
export function formatRange(range: DateRange): string {
  const { from, to } = range;
  if (from && to && from !== to) return `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;
  return formatDisplayDate(from ?? to);
}

function monthIndex(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, "");
  if (n.length < 3) return -1;
  return MONTHS_LONG.findIndex((m) => m.startsWith(n));
}

/**
 * A typed date: "Dec 15, 2025" (the display form; full month names too),
 * "2025-12-15" or "12/15/2025". Null when it cannot be read as a real date.
 */
export function parseTypedDate(text: string): IsoDate | null {
  const s = text.trim().replace(/\s+/g, " ");
  if (!s) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return ymd(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]+\.?) (\d{1,2}),? (\d{4})$/.exec(s);
  if (m) {
    const mi = monthIndex(m[1]);
    return mi < 0 ? null : ymd(Number(m[3]), mi + 1, Number(m[2]));
  }
  return null;
}

/** The default range: the current week (Monday-Sunday) for football, else today..today. */
export function defaultRange(sport: string | null | undefined, today: IsoDate): { from: IsoDate; to: IsoDate } {
  return sport === "football" ? weekRange(today) : { from: today, to: today };
}

/** Whether the range is the whole of one Monday-Sunday week. */
export function isWeekRange(range: DateRange): boolean {
  if (!range.from || !range.to) return false;
  const w = weekRange(range.from);
  return w.from === range.from && w.to === range.to;
}

/**
 * A new start date. Choosing the same day as the current start also sets
 * the end to that day (spec); a start after the end moves the end along,
 * since the end's minimum is the start.
 */
export function changeStart(range: DateRange, start: IsoDate | null): DateRange {
  if (start && start === range.from) return { from: start, to: start };
  if (start && range.to && range.to < start) return { from: start, to: start };
  return { from: start, to: range.to };
}

/** Whether an end date is allowed: on or after the start (the picker's minimum). */
export function isAllowedEnd(range: DateRange, end: IsoDate | null): boolean {
  return !end || !range.from || end >= range.from;
}

/** A new end date, or null when it is before the start (not allowed). */
export function changeEnd(range: DateRange, end: IsoDate | null): DateRange | null {
  return isAllowedEnd(range, end) ? { from: range.from, to: end } : null;
}

/** A range from URL values: unreadable dates dropped, an end before the start raised to it. */
export function normalizeRange(from: string | null | undefined, to: string | null | undefined): DateRange {
  const f = isIsoDate(from) ? from : null;
  let t = isIsoDate(to) ? to : null;
  if (f && t && t < f) t = f;
  return { from: f, to: t };
}

/** Whether iso lies in the inclusive range (open ends match everything). */
export function inRange(iso: IsoDate, range: DateRange): boolean {
  return (!range.from || iso >= range.from) && (!range.to || iso <= range.to);
}

/** "Sep 7" from "2023-09-07" (the calendar date as written, no time-zone shift). */
export function shortDate(isoDate: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? "");
  if (!m) return isoDate ?? "";
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(d);
}

/** "Sep 7, 2023" from "2023-09-07" ('MMM d, yyyy'). */
export function mediumDate(isoDate: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? "");
  if (!m) return isoDate ?? "";
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(d);
}
