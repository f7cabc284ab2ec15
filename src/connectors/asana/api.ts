/**
 * What every Asana resource of the connector shares: paging (`limit` 1–100
 * and the opaque `offset` of `next_page`), `opt_fields` (Asana answers
 * compact records unless asked for more, so each call names the fields its
 * mapper reads), gids, rich text, and "no such record".
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { cursorPaging } from '../framework/paging/index.js';
import { everyRecord as everyRecordOf, type Query } from '../kit/index.js';

/** Asana serves at most 100 records a page. */
export const ASANA_PAGE_MAX = 100;

export const asanaPaging = cursorPaging({ size: 'limit', max: ASANA_PAGE_MAX, next: { param: 'offset', at: 'next_page.offset' } });

/** Asana's gids are numeric strings: any other id names nothing, without a call. */
export const GID = /^\d{1,40}$/;

export const optFields = (...fields: string[]): string => fields.join(',');

/** Every record of an Asana list, page after page (up to `maxPages` of them). */
export function everyRecord<T>(ctx: ConnectorContext, path: string, query: Query, maxPages?: number): Promise<T[]> {
  return everyRecordOf<T>(ctx, { path, query, paging: asanaPaging, at: (body) => (body as { data?: T[] }).data ?? [], ...(maxPages === undefined ? {} : { maxPages }) });
}

export function notFound(what: string, id: string): ApiError {
  return entityNotFound(`No Asana ${what} "${id.slice(0, 64)}"`, { id: id.slice(0, 64) });
}

/** GET of one record: a non-gid or Asana's 404 is EntityNotFoundError. */
export async function getRecord<T>(ctx: ConnectorContext, what: string, id: string, path: string, fields: string): Promise<T> {
  if (!GID.test(id)) throw notFound(what, id);
  const { body } = await orEntityNotFound(ctx.http.request<{ data: T }>({ method: 'GET', path, query: { opt_fields: fields } }), () => notFound(what, id));
  return body.data;
}

/** Asana's message, from `{errors: [{message}]}`. */
export function asanaErrorMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: { message?: unknown }[] } | null)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** Asana's rich text is wrapped in <body>; the unified fields carry the HTML inside it. */
export function fromRichText(html: string | undefined, plain: string | undefined): string | null {
  if (typeof html === 'string' && html !== '') return html.replace(/^\s*<body>/, '').replace(/<\/body>\s*$/, '');
  return plain ?? null;
}

/**
 * A unified text as Asana takes it: plain text as `notes`/`text`; anything
 * with markup as the rich field, wrapped in <body> (Asana accepts only its
 * XML subset there and refuses the rest with 400).
 */
export function toRichOrPlain(value: string | null | undefined, plain: string, rich: string): Record<string, string> {
  const text = value ?? '';
  if (!/[<&]/.test(text)) return { [plain]: text };
  return { [rich]: /^\s*<body>/.test(text) ? text : `<body>${text}</body>` };
}
