/**
 * The human-readable part of an Intercom error list:
 *   {"type": "error.list", "request_id": "…", "errors": [{"code": "conflict", "message": "A contact matching …"}]}
 * Several errors are joined with "; ".
 */
export function intercomErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  const messages = errors
    .map((error) => (typeof error === 'object' && error !== null ? (error as { message?: unknown; code?: unknown }) : {}))
    .map((error) => (typeof error.message === 'string' && error.message.trim() !== '' ? error.message.trim() : typeof error.code === 'string' ? error.code : undefined))
    .filter((message): message is string => message !== undefined);
  return messages.length > 0 ? messages.join('; ') : undefined;
}

/** Whether an Intercom 404 says the record is missing (rather than the path). */
export function isNotFound(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((error) => (error as { code?: unknown } | null)?.code === 'not_found');
}
