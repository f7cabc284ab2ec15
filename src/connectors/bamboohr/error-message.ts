/**
 * The human-readable part of a BambooHR failure. BambooHR answers most
 * failures with an empty body and the reason in the `x-bamboohr-error-message`
 * header; the employee list answers a 400 in JSON,
 * `{"error": {"code": "BadRequest" | "BadPage", "message"}}`.
 */
type Headers = Readonly<Record<string, string | string[] | undefined>>;

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

export function bamboohrErrorMessage(body: unknown, headers: Headers): string | undefined {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return text(error?.message) ?? text(headers['x-bamboohr-error-message']) ?? (typeof body === 'string' ? text(body) : undefined);
}
