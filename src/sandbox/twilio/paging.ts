/**
 * Twilio's 2010 API paging, as a kit paging style. A list answer carries
 * `page`, `page_size`, `start`, `end` and four URIs built from the request's
 * filters plus `PageSize`, `Page` and, past the first page, `PageToken`:
 *   - `PA<sid>` ("page after"): the page after the record <sid>; next_page_uri
 *     names the last record of the current page;
 *   - `PB<sid>` ("page before"): the page before the record <sid>;
 *     previous_page_uri names the first record of the current page.
 * A token still works after its record was deleted (the table remembers where
 * it stood). `Page` only echoes the client's position (it sets `start`);
 * without a token a Page above 0 is read as an offset. PageSize is capped at 1000.
 */
import { fail, type KitRequest, type PageInfo, type PagingStyle, type ResourceView } from '../framework/kit/index.js';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 1000;
const PAGING_PARAMETERS = new Set(['PageSize', 'Page', 'PageToken']);
const WHOLE = /^\d{1,9}$/;

interface Asked {
  pageSize: number;
  page: number;
  token?: { after: boolean; sid: string };
}

const invalidToken = () => fail.validation('Invalid PageToken', { field: 'PageToken', code: 21481 });

function whole(request: KitRequest, name: string, fallback: number, min: number): number {
  const text = request.query.get(name);
  if (text === null) return fallback;
  if (!WHOLE.test(text) || Number(text) < min) throw fail.validation(`Invalid value '${text}' for parameter ${name}`, { field: name });
  return Number(text);
}

function asked(request: KitRequest): Asked {
  const pageSize = Math.min(whole(request, 'PageSize', DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const page = whole(request, 'Page', 0, 0);
  const token = request.query.get('PageToken');
  if (token === null || token === '') return { pageSize, page };
  if (!/^P[AB]./.test(token)) throw invalidToken();
  return { pageSize, page, token: { after: token[1] === 'A', sid: token.slice(2) } };
}

/** The request's filters (empty ones dropped), then PageSize, Page and the token, as Twilio writes page URIs. */
function pageUri(request: KitRequest, pageSize: number, page: number, token?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of request.query) if (!PAGING_PARAMETERS.has(name) && value !== '') params.append(name, value);
  params.append('PageSize', String(pageSize));
  params.append('Page', String(page));
  if (token) params.append('PageToken', token);
  return `${request.path}?${params.toString()}`;
}

/** PageInfo with what only Twilio writes; `start` and `size` are Twilio's (Page × PageSize, PageSize). */
interface TwilioPageInfo extends PageInfo {
  uri: string;
  firstPageUri: string;
}

export const twilioPaging: PagingStyle = {
  read(request) {
    const { page, pageSize } = asked(request);
    return { start: page * pageSize, size: pageSize };
  },
  locate(request, page, records, table) {
    const { token } = asked(request);
    if (!token) return page;
    const at = table.positionOf(token.sid);
    if (at === undefined) throw invalidToken();
    // Records come newest first, so positions fall along the list: find where the token's record stands.
    const split = (older: (position: number) => boolean) => {
      const index = records.findIndex((record) => older(table.positionOf(record.id) ?? -1));
      return index < 0 ? records.length : index;
    };
    if (token.after) return { start: split((position) => position < at), size: page.size };
    const end = split((position) => position <= at);
    const start = Math.max(0, end - page.size);
    return { start, size: end - start };
  },
  describe(request, page, total, records = []) {
    const { page: number, pageSize } = asked(request);
    const count = Math.max(0, Math.min(page.size, total - page.start));
    const first = records[page.start];
    const last = records[page.start + count - 1];
    const link = (target: number, token: string) => ({ token, url: pageUri(request, pageSize, target, token) });
    const info: TwilioPageInfo = {
      start: number * pageSize,
      size: pageSize,
      total,
      count,
      pageNumber: number,
      next: last && page.start + count < total ? link(number + 1, `PA${last.id}`) : null,
      previous: first && number > 0 ? link(number - 1, `PB${first.id}`) : null,
      uri: pageUri(request, pageSize, number, request.query.get('PageToken') || undefined),
      firstPageUri: pageUri(request, pageSize, 0),
    };
    return { info };
  },
};

/** A list answer: the paging fields in Twilio's order, then the records under the resource's list key. */
export function twilioListEnvelope(records: Record<string, unknown>[], page: PageInfo, resource: ResourceView): unknown {
  const info = page as TwilioPageInfo;
  return {
    first_page_uri: info.firstPageUri,
    end: info.count > 0 ? info.start + info.count - 1 : info.start,
    previous_page_uri: info.previous?.url ?? null,
    uri: info.uri,
    page_size: info.size,
    start: info.start,
    next_page_uri: info.next?.url ?? null,
    page: info.pageNumber,
    [resource.labels.list ?? resource.name]: records,
  };
}
