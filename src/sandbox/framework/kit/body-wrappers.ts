/**
 * Write bodies that hold their record inside a list named after the
 * collection (Xero's `{"Invoices": [{...}]}`), which platforms also take
 * bare. The emulator takes one record per request: a list of any other
 * length is refused rather than half served.
 */
import { fail } from './failures.js';

/** The record inside `{"<wrapper>": [record]}`, or the body as sent when it is not so wrapped. */
export function unwrapList(body: unknown, wrapper: string | undefined): unknown {
  if (wrapper === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== wrapper) return body;
  const items = (body as Record<string, unknown>)[wrapper];
  if (!Array.isArray(items)) return body;
  if (items.length !== 1) throw fail.validation(`The emulator takes one record per request; ${items.length} were sent in ${wrapper}`);
  return items[0];
}
