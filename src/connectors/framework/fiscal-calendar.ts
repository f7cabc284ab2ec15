/**
 * Fiscal periods derived from what accounting platforms keep: the day their
 * fiscal year ends and the dates up to which they refuse postings. Neither
 * Xero nor QuickBooks stores period records, so every connector derives the
 * same calendar here from its platform's settings, and the statuses follow
 * one rule everywhere:
 *
 * - `future`: the period starts after today;
 * - `closed`: a closing lock (no one may post) covers the whole period;
 * - `locked`: a softer lock (some users may still post) covers it;
 * - `open` otherwise, with `lockedthrough` saying how far a lock reaches
 *   into it.
 *
 * Periods are the twelve months of each fiscal year counted from its first
 * day (a year that starts on the 16th has periods from the 16th to the
 * 15th), then its four quarters and the year itself; no platform here has
 * adjustment periods. Years run from the one that holds the books' start to
 * the one after today's.
 */
import type { Static } from 'typebox';
import type { FiscalPeriod as FiscalPeriodModel } from '../../unified/accounting/fiscal-periods.js';
import { addDays, addMonths, dayOf, todayUtc } from '../../core/days.js';
import { entityNotFound } from './not-found.js';
import { foreignCursor, isNonNegativeInteger, pageSize } from './paging/strategy.js';
import type { ConnectorContext, ListPage, ResourceImplementation } from './define.js';

type FiscalPeriod = Static<typeof FiscalPeriodModel>;

export interface FiscalSettings {
  /** Month (1 to 12) and day of the month the fiscal year ends on. */
  yearEnd: { month: number; day: number };
  /** First day of the books (YYYY-MM-DD): the first fiscal year listed holds it. */
  booksStart: string;
  /** Last day on which postings are refused to everyone (a closed period), if any. */
  closedThrough?: string | null;
  /** Last day on which postings are refused to most users (a locked period), if any. */
  lockedThrough?: string | null;
}

/** The most fiscal years listed, counting back from the one after today's: old books do not make endless lists. */
const MAX_YEARS = 25;

/** The last day of the fiscal year that ends in `year`. */
function yearEndIn(year: number, yearEnd: FiscalSettings['yearEnd']): string {
  const last = new Date(Date.UTC(year, yearEnd.month, 0)).getUTCDate();
  return dayOf(Date.UTC(year, yearEnd.month - 1, Math.min(yearEnd.day, last)));
}

/** The fiscal year that holds `day`: the year it ends in, its first and its last day. */
export function fiscalYearOf(day: string, yearEnd: FiscalSettings['yearEnd']): { fiscalYear: number; start: string; end: string } {
  const calendarYear = Number(day.slice(0, 4));
  const fiscalYear = day <= yearEndIn(calendarYear, yearEnd) ? calendarYear : calendarYear + 1;
  return { fiscalYear, start: addDays(yearEndIn(fiscalYear - 1, yearEnd), 1), end: yearEndIn(fiscalYear, yearEnd) };
}

function lockInside(lock: string | null | undefined, start: string, end: string): string | null {
  if (!lock || lock < start) return null;
  return lock < end ? lock : end;
}

function statusOf(settings: FiscalSettings, start: string, end: string, today: string): FiscalPeriod['status'] {
  if (start > today) return 'future';
  if (settings.closedThrough && settings.closedThrough >= end) return 'closed';
  if (settings.lockedThrough && settings.lockedThrough >= end) return 'locked';
  return 'open';
}

function period(settings: FiscalSettings, today: string, fiscalYear: number, type: FiscalPeriod['type'], number: number, start: string, end: string): FiscalPeriod {
  const suffix = type === 'year' ? '' : type === 'quarter' ? `-Q${number}` : `-P${String(number).padStart(2, '0')}`;
  const label = type === 'year' ? '' : type === 'quarter' ? ` quarter ${number}` : ` period ${number}`;
  const lockedThrough = [lockInside(settings.closedThrough, start, end), lockInside(settings.lockedThrough, start, end)].filter((day): day is string => day !== null).sort().pop() ?? null;
  return {
    id: `FY${fiscalYear}${suffix}`,
    name: `FY${fiscalYear}${label}`,
    startdate: start,
    enddate: end,
    fiscalyear: fiscalYear,
    periodnumber: number,
    type,
    isadjustment: false,
    status: statusOf(settings, start, end, today),
    lockedthrough: lockedThrough,
  };
}

/** Every period, quarter and year of the calendar, year by year, in date order within each type. */
export function fiscalCalendar(settings: FiscalSettings, today: string): FiscalPeriod[] {
  const last = fiscalYearOf(today, settings.yearEnd).fiscalYear + 1;
  const first = Math.max(fiscalYearOf(settings.booksStart, settings.yearEnd).fiscalYear, last - MAX_YEARS + 1);
  const out: FiscalPeriod[] = [];
  for (let fiscalYear = first; fiscalYear <= last; fiscalYear += 1) {
    const start = addDays(yearEndIn(fiscalYear - 1, settings.yearEnd), 1);
    const end = yearEndIn(fiscalYear, settings.yearEnd);
    for (let month = 0; month < 12; month += 1) {
      out.push(period(settings, today, fiscalYear, 'period', month + 1, addMonths(start, month), month === 11 ? end : addDays(addMonths(start, month + 1), -1)));
    }
    for (let quarter = 0; quarter < 4; quarter += 1) {
      out.push(period(settings, today, fiscalYear, 'quarter', quarter + 1, addMonths(start, quarter * 3), quarter === 3 ? end : addDays(addMonths(start, quarter * 3 + 3), -1)));
    }
    out.push(period(settings, today, fiscalYear, 'year', 1, start, end));
  }
  return out;
}

function matches(record: FiscalPeriod, filter: Readonly<Record<string, unknown>>): boolean {
  if (filter.fiscalyear !== undefined && record.fiscalyear !== Number(filter.fiscalyear)) return false;
  if (filter.status !== undefined && record.status !== filter.status) return false;
  if (filter.type !== undefined && record.type !== filter.type) return false;
  return true;
}

/** Most periods on one page (the unified `limit` is capped here, as at a platform). */
const PAGE_MAX = 200;

/**
 * The list and get of `/accounting/fiscal-periods` for a connector that can
 * read its platform's fiscal settings: the whole calendar is derived on
 * each call (a few dozen records) and paged by offset.
 */
export function fiscalPeriodOperations(load: (ctx: ConnectorContext) => Promise<FiscalSettings>): Pick<ResourceImplementation<FiscalPeriod>, 'list' | 'one'> {
  return {
    list: {
      paging: true,
      filters: ['fiscalyear', 'status', 'type'],
      async run(ctx, params): Promise<ListPage<FiscalPeriod>> {
        if (params.state !== undefined && !isNonNegativeInteger(params.state)) throw foreignCursor('offset');
        const offset = (params.state as number | undefined) ?? 0;
        const all = fiscalCalendar(await load(ctx), todayUtc()).filter((record) => matches(record, params.filter));
        const size = pageSize(params.limit, PAGE_MAX);
        return { items: all.slice(offset, offset + size), next: offset + size < all.length ? offset + size : null };
      },
    },
    async one(ctx, { id }) {
      const found = fiscalCalendar(await load(ctx), todayUtc()).find((record) => record.id === id);
      if (!found) throw entityNotFound(`No fiscal period ${id}`, { id });
      return found;
    },
  };
}
