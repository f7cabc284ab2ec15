/**
 * Well-formed UTF-16: no unpaired surrogate (a lone \ud800…\udfff, which
 * JSON can spell but no UTF-8 text or URL can carry). Node's own
 * String.prototype.isWellFormed is ES2024, beyond the compile target.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** The text with each unpaired surrogate as U+FFFD: only for showing it back in a message, never for storing or sending. */
const EVERY_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source, 'g');

export function shownWellFormed(text: string): string {
  return text.replace(EVERY_LONE_SURROGATE, '\ufffd');
}
