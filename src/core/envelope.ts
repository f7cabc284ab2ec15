/**
 * Success envelopes of the unified APIs, exactly as SPEC.md lays them out.
 */
import { STATUS_CODES } from './http/node-http.js';

export type Operation = 'all' | 'one' | 'add' | 'update' | 'delete';

export interface Cursors {
  previous?: string | null;
  current: string | null;
  next: string | null;
}

export interface Links {
  previous?: string | null;
  current: string;
  next: string | null;
}

export interface UnifiedEnvelope<T> {
  status_code: number;
  status: string;
  service: string;
  resource: string;
  operation: Operation;
  data: T;
  meta?: { items_on_page: number; cursors: Cursors };
  links?: Links;
  _raw?: unknown;
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'OK';
}
