/**
 * Zendesk renders times as ISO 8601 in UTC with a `Z` and whole seconds
 * ("2009-07-20T22:55:29Z"), never with milliseconds.
 */
export function toZendeskTime(epochMs: number): string {
  return new Date(Math.floor(epochMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/**
 * The clock the emulator stamps writes with. Rounded to whole seconds so that a
 * record read back compares equal to what was stored.
 */
export function nowMs(): number {
  return Math.floor(Date.now() / 1000) * 1000;
}
