/** Greenhouse's failures say what went wrong in `message` and, per field, in `errors[].message`. */
export function greenhouseErrorMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown; field?: unknown } | undefined) : undefined;
  const detail = typeof first?.message === 'string' ? `${typeof first.field === 'string' ? `${first.field}: ` : ''}${first.message}` : undefined;
  if (typeof message === 'string' && detail !== undefined && detail !== message) return `${message} (${detail})`.slice(0, 500);
  return (typeof message === 'string' ? message : detail)?.slice(0, 500);
}
