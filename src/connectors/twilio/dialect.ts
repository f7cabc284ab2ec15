/**
 * What every Twilio (2010 API) resource shares: bodies are forms, a 404
 * with code 20404 is a missing record, and lists page by the URIs Twilio
 * gives (`next_page_uri`), at most 1000 a page.
 */
import { nextUrlPaging } from '../framework/paging/index.js';
import type { Dialect } from '../kit/index.js';

export const twilioDialect: Dialect = {
  platform: 'Twilio',
  notFound: (body) => (body as { code?: unknown } | null)?.code === 20404,
  paging: nextUrlPaging({ size: 'PageSize', max: 1000, next: 'next_page_uri', previous: 'previous_page_uri' }),
  body: 'form',
};
