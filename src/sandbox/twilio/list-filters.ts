/**
 * The filters of "List Messages": To, From and the three DateSent forms.
 *
 * In a query string `DateSent>=2024-05-01` is the parameter `DateSent>` with
 * value `2024-05-01`, so the spec's `DateSent>` means "on or after" and
 * `DateSent<` "on or before" (Twilio's documentation writes them `>=`/`<=`).
 * A bare day covers that whole GMT day; a full timestamp is taken to the second.
 */
import { DAY_MS, parseFilterDate } from './dates.js';
import type { StoredMessage } from './store.js';

/** The filter parameters, in the order Twilio writes them back into page URIs. */
export const FILTER_PARAMETERS = ['To', 'From', 'DateSent', 'DateSent<', 'DateSent>'] as const;
export type FilterParameter = (typeof FILTER_PARAMETERS)[number];

export interface MessageFilter {
  to?: string;
  from?: string;
  /** Inclusive lower bound on date_sent, epoch ms. */
  sentFromMs?: number;
  /** Exclusive upper bound on date_sent, epoch ms. */
  sentUntilMs?: number;
  /** The filter parameters as received, to be repeated in page URIs. */
  echoed: Array<[FilterParameter, string]>;
}

export type FilterParseResult = { ok: true; filter: MessageFilter } | { ok: false; parameter: FilterParameter; value: string };

function narrowFrom(filter: MessageFilter, fromMs: number): void {
  filter.sentFromMs = filter.sentFromMs === undefined ? fromMs : Math.max(filter.sentFromMs, fromMs);
}

function narrowUntil(filter: MessageFilter, untilMs: number): void {
  filter.sentUntilMs = filter.sentUntilMs === undefined ? untilMs : Math.min(filter.sentUntilMs, untilMs);
}

export function parseMessageFilter(query: URLSearchParams): FilterParseResult {
  const filter: MessageFilter = { echoed: [] };
  for (const parameter of FILTER_PARAMETERS) {
    const value = query.get(parameter);
    if (value === null || value === '') continue;
    filter.echoed.push([parameter, value]);
    if (parameter === 'To') {
      filter.to = value;
      continue;
    }
    if (parameter === 'From') {
      filter.from = value;
      continue;
    }
    const date = parseFilterDate(value);
    if (!date) return { ok: false, parameter, value };
    // A day spans [midnight, next midnight); an instant spans its own second.
    const startMs = date.kind === 'day' ? date.startMs : date.atMs;
    const endMs = date.kind === 'day' ? date.startMs + DAY_MS : date.atMs + 1000;
    if (parameter === 'DateSent') {
      narrowFrom(filter, startMs);
      narrowUntil(filter, endMs);
    } else if (parameter === 'DateSent>') {
      narrowFrom(filter, startMs);
    } else {
      narrowUntil(filter, endMs);
    }
  }
  return { ok: true, filter };
}

export function isUnfiltered(filter: MessageFilter): boolean {
  return filter.echoed.length === 0;
}

export function matchesFilter(filter: MessageFilter, message: StoredMessage): boolean {
  if (filter.to !== undefined && message.to !== filter.to) return false;
  if (filter.from !== undefined && message.from !== filter.from) return false;
  if (filter.sentFromMs !== undefined || filter.sentUntilMs !== undefined) {
    // Messages not sent yet have no date_sent and never match a DateSent filter.
    if (message.dateSentMs === null) return false;
    if (filter.sentFromMs !== undefined && message.dateSentMs < filter.sentFromMs) return false;
    if (filter.sentUntilMs !== undefined && message.dateSentMs >= filter.sentUntilMs) return false;
  }
  return true;
}
