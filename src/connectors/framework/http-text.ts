/**
 * The small pieces of a downstream exchange that are text handling, not
 * transport: query strings as platforms read them (repeated keys for arrays),
 * answer bodies parsed leniently, and a platform's error message kept short.
 */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/** A platform's message from its error body, at most 500 characters; undefined when its extractor finds none or fails. */
export function safeMessage(
  extract: ((body: unknown, headers: Readonly<Record<string, string | string[] | undefined>>) => string | undefined) | undefined,
  body: unknown,
  headers: Readonly<Record<string, string | string[] | undefined>> = {},
): string | undefined {
  if (!extract) return undefined;
  try {
    const message = extract(body, headers);
    return typeof message === 'string' && message.trim() !== '' ? message.slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}

/** JSON when it says or looks like JSON, else the text; null for an empty body. */
export function parseBody(text: string, contentType: string | string[] | undefined): unknown {
  if (text === '') return null;
  const type = String(contentType ?? '').toLowerCase();
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Query parameters with arrays as repeated keys; undefined and null left out. */
export function encodeQuery(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  return params.toString();
}
