/**
 * Reading Gusto's processed payrolls for a date window. The unified filters
 * keep payrolls whose pay period overlaps the window (`start_date`: ends on
 * or after it; `end_date`: starts on or before it); Gusto's keep those whose
 * pay period lies inside theirs, at most a year apart. So Gusto is asked for
 * the window widened by a month on each side (no Gusto pay period is longer:
 * weekly to monthly schedules), in pieces of under a year that overlap by a
 * month, and the answer is checked exactly. Without `start_date` the window
 * starts six months before its end, Gusto's own default; without `end_date`
 * it ends today. Regular and off-cycle payrolls, processed only, in check
 * date order. Each payroll is then read on its own for its employees' pay
 * (the list answers totals only).
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { invalid } from './api.js';
import type { GustoPayroll } from './wire-types.js';

const DAY = 86_400_000;
const MARGIN_DAYS = 31;
const PIECE_DAYS = 360;
const DEFAULT_DAYS = 183;

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

export interface Window { from: string; to: string }

export function windowOf(filter: Readonly<Record<string, unknown>>): Window {
  const to = typeof filter.end_date === 'string' ? filter.end_date : dateOf(Date.now());
  const from = typeof filter.start_date === 'string' ? filter.start_date : dateOf(msOf(to) - DEFAULT_DAYS * DAY);
  if (Number.isNaN(msOf(from)) || Number.isNaN(msOf(to))) throw invalid('start_date and end_date must be dates (YYYY-MM-DD)', { start_date: filter.start_date ?? null, end_date: filter.end_date ?? null });
  if (from > to) throw invalid('start_date must not be after end_date', { start_date: from, end_date: to });
  return { from, to };
}

/** Whether a pay period overlaps the window. */
export function overlaps(window: Window, start: string | null | undefined, end: string | null | undefined): boolean {
  return typeof start === 'string' && typeof end === 'string' && end >= window.from && start <= window.to;
}

/** Gusto's windows covering the unified one: widened, in overlapping pieces under a year, never past three months from now. */
function gustoWindows(window: Window): Array<{ start_date: string; end_date: string }> {
  const first = msOf(window.from) - MARGIN_DAYS * DAY;
  const last = Math.min(msOf(window.to) + MARGIN_DAYS * DAY, Date.now() + 89 * DAY);
  const pieces: Array<{ start_date: string; end_date: string }> = [];
  for (let start = first; ; start += (PIECE_DAYS - MARGIN_DAYS) * DAY) {
    const end = Math.min(start + PIECE_DAYS * DAY, last);
    pieces.push({ start_date: dateOf(start), end_date: dateOf(Math.max(start, end)) });
    if (end >= last) return pieces;
  }
}

const companyPayrolls = (ctx: ConnectorContext) => `/v1/companies/${segment(ctx.settings.company_id ?? '')}/payrolls`;

/** The processed payrolls whose pay period overlaps the window, in check date order, each with its employees' pay. */
export async function payrollsIn(ctx: ConnectorContext, window: Window): Promise<GustoPayroll[]> {
  const found = new Map<string, GustoPayroll>();
  for (const piece of gustoWindows(window)) {
    const { body } = await ctx.http.request<GustoPayroll[]>({
      method: 'GET',
      path: companyPayrolls(ctx),
      query: { processing_statuses: 'processed', payroll_types: 'regular,off_cycle', ...piece },
    });
    for (const payroll of Array.isArray(body) ? body : []) {
      const id = String(payroll.payroll_uuid ?? payroll.uuid);
      if (overlaps(window, payroll.pay_period?.start_date, payroll.pay_period?.end_date)) found.set(id, payroll);
    }
  }
  const listed = [...found.values()].sort((a, b) => String(a.check_date).localeCompare(String(b.check_date)));
  const read: GustoPayroll[] = [];
  for (const payroll of listed) read.push(await payrollWithPay(ctx, String(payroll.payroll_uuid ?? payroll.uuid)));
  return read;
}

/** One payroll with its totals and every employee's pay. */
export async function payrollWithPay(ctx: ConnectorContext, id: string): Promise<GustoPayroll> {
  const { body } = await ctx.http.request<GustoPayroll>({ method: 'GET', path: `${companyPayrolls(ctx)}/${segment(id)}` });
  return body;
}
