/**
 * The human-readable part of a Zendesk error body. Zendesk answers errors as
 *   {"error": "RecordNotFound", "description": "Not found"}
 *   {"error": "RecordInvalid", "description": "Record validation errors",
 *    "details": {"email": [{"description": "Email: x is already being used by another user", "error": "DuplicateValue"}]}}
 *   {"error": "Couldn't authenticate you"}
 *   {"error": {"title": "Forbidden", "message": "..."}}   (some endpoints)
 * and a rate-limited request (429) as plain text.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "Email: x is already being used by another user; Name: is too short" from `details`. */
function detailDescriptions(details: unknown): string[] {
  if (!isObject(details)) return [];
  return Object.values(details)
    .flatMap((entries) => (Array.isArray(entries) ? entries : [entries]))
    .map((entry) => (isObject(entry) ? text(entry.description) : undefined))
    .filter((description): description is string => description !== undefined);
}

export function zendeskErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return text(body);
  if (!isObject(body)) return undefined;
  const error = body.error;
  const summary = isObject(error) ? (text(error.message) ?? text(error.title)) : (text(body.description) ?? text(error));
  const details = detailDescriptions(body.details);
  if (details.length === 0) return summary;
  return summary ? `${summary}: ${details.join('; ')}` : details.join('; ');
}
