/** Content-Type handling: which declared media type a sent or returned body is checked against. */

export const FORM_URLENCODED = 'application/x-www-form-urlencoded';

/** "Application/JSON; charset=utf-8" → "application/json"; undefined when absent. */
export function mediaTypeOf(header: unknown): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === null || value === '') return undefined;
  const essence = String(value).split(';')[0]?.trim().toLowerCase();
  return essence === '' ? undefined : essence;
}

export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * The declared media type (as written in the description) that covers the sent
 * one: an exact match first, then "type/*", then any wildcard.
 */
export function pickDeclaredMediaType(sent: string, declared: readonly string[]): string | undefined {
  const normalized = declared.map((key) => ({ key, essence: mediaTypeOf(key) ?? '' }));
  const [type] = sent.split('/');
  return (
    normalized.find((entry) => entry.essence === sent)?.key ??
    normalized.find((entry) => entry.essence === `${type}/*`)?.key ??
    normalized.find((entry) => entry.essence === '*/*' || entry.essence === '*')?.key
  );
}
