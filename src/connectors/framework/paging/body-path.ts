/**
 * Where a strategy finds a value in a platform's answer: a dot path
 * ("pages.next.starting_after") for the usual case, or a function for
 * anything a path cannot say.
 */
import { ApiError } from '../../../core/errors/api-error.js';

export type BodyPath<V = unknown> = string | ((body: unknown) => V | null | undefined);

export function valueAt(body: unknown, path: BodyPath): unknown {
  return typeof path === 'function' ? path(body) : valueAtKeys(body, path.split('.'));
}

/**
 * A reader of one dot path, split once: for paths read on every record of
 * every page (a field table's), where splitting per read was a tenth of a
 * HubSpot list's CPU and much of its garbage.
 */
export function readerAt(path: string): (body: unknown) => unknown {
  const keys = path.split('.');
  return (body) => valueAtKeys(body, keys);
}

function valueAtKeys(body: unknown, keys: readonly string[]): unknown {
  let value: unknown = body;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A paging token: a non-empty string (numbers are written as strings); anything else means "none". */
export function tokenAt(body: unknown, path: BodyPath): string | undefined {
  const value = valueAt(body, path);
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A yes/no flag (has_more, more_items_in_collection); undefined when the platform did not say. */
export function flagAt(body: unknown, path: BodyPath): boolean | undefined {
  const value = valueAt(body, path);
  return typeof value === 'boolean' ? value : undefined;
}

export function numberAt(body: unknown, path: BodyPath): number | undefined {
  const value = valueAt(body, path);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A list answer's records; an answer without them is the platform's failure (502), never an empty page. */
export function itemsOf<W>(body: unknown, itemsAt: BodyPath<readonly W[]>): readonly W[] {
  const items = valueAt(body, itemsAt);
  if (!Array.isArray(items)) {
    throw new ApiError('ConnectorExecutionError', { status: 502, message: 'The platform answered a list without its records' });
  }
  return items as readonly W[];
}
