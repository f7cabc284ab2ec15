/**
 * Journals (GET /Journals, GET /Journals/{JournalID} or /Journals/{JournalNumber}):
 * the general ledger the other documents post (ledger.ts), read only. The
 * list pages by `offset`: the journals numbered after it, 100 at a time, in
 * number order (a client asks again with the last number it saw);
 * `paymentsOnly=true` keeps the payment journals, and If-Modified-Since
 * those created since.
 */
import { defineResource, fail, type PagingStyle } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { API_BASE } from './dialect.js';
import { day, guid, normalId } from './fields.js';
import { parseXeroDate } from './dates.js';

const JOURNALS_PER_CALL = 100;
const PAYMENT_SOURCES = new Set(['ACCRECPAYMENT', 'ACCPAYPAYMENT', 'ARCREDITPAYMENT', 'APCREDITPAYMENT', 'AROVERPAYMENT', 'APOVERPAYMENT', 'ARPREPAYMENT', 'APPREPAYMENT']);

function offsetOf(query: URLSearchParams): number {
  const text = query.get('offset');
  if (text === null || text.trim() === '') return 0;
  if (!/^\d{1,9}$/.test(text.trim())) throw fail.validation(`The value '${text}' is not valid for offset`, { xeroType: 'QueryParseException' });
  return Number(text);
}

/** The journals after `offset`, found by number among the selected ones. */
const offsetPaging: PagingStyle = {
  read: () => ({ start: 0, size: JOURNALS_PER_CALL }),
  locate(request, page, records) {
    const offset = offsetOf(request.query);
    const start = records.findIndex((journal) => (journal.JournalNumber as number) > offset);
    return { start: start < 0 ? records.length : start, size: page.size };
  },
  describe: (_request, page, total) => ({ info: { ...page, total, count: Math.max(0, Math.min(page.size, total - page.start)), next: null, previous: null } }),
};

export const journals = defineResource<XeroOrganisation>({
  name: 'journals',
  labels: { list: 'Journals' },
  routes: {
    list: `GET ${API_BASE}/Journals`,
    get: `GET ${API_BASE}/Journals/:JournalID`,
  },
  idParam: 'JournalID',
  lookup: (named, ctx) => (/^\d{1,9}$/.test(named) ? ctx.tenant.table('journals').all().find((journal) => journal.JournalNumber === Number(named))?.id : normalId(named)),
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: offsetPaging,
  fields: {
    id: guid('JournalID'),
    JournalDate: day(),
    JournalNumber: { kind: 'integer', readOnly: true },
    CreatedDateUTC: { kind: 'time', readOnly: true },
    Reference: { kind: 'string' },
    SourceID: { kind: 'string' },
    SourceType: { kind: 'string' },
    JournalLines: { kind: 'array' },
  },
  filters: {
    paymentsOnly: (record, value) => value !== 'true' || PAYMENT_SOURCES.has(String(record.SourceType)),
  },
  hooks: {
    select(records, ctx) {
      const header = ctx.request.headers['if-modified-since'];
      const text = Array.isArray(header) ? header[0] : header;
      if (!text) return records;
      const since = parseXeroDate(text) ?? Date.parse(text);
      if (Number.isNaN(since)) throw fail.validation(`If-Modified-Since is not a date: ${text}`);
      return records.filter((journal) => (journal.CreatedDateUTC as number) >= since);
    },
  },
});
