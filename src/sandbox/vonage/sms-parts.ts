/**
 * How Vonage splits a long text into parts (https://developer.vonage.com/en/messaging/sms/guides/concatenation-and-encoding):
 * 160 GSM characters in one SMS, 153 per part of a concatenated one; 70 and
 * 67 for unicode (UCS-2, where a character outside the basic plane takes two).
 * A character of GSM's extension table (€, [, ], …) takes two of the 160.
 * Every part is billed as one message.
 */
const GSM_EXTENSION = new Set(['\f', '^', '{', '}', '\\', '[', '~', ']', '|', '€']);

/** Longest text the emulator sends; Vonage answers longer ones with status 12 without documenting the figure. */
export const MAX_TEXT_LENGTH = 3600;

export function splitIntoParts(text: string, type: 'text' | 'unicode'): string[] {
  const cost = (character: string) => (type === 'unicode' ? character.length : GSM_EXTENSION.has(character) ? 2 : 1);
  const characters = [...text];
  const [single, perPart] = type === 'unicode' ? [70, 67] : [160, 153];
  if (characters.reduce((sum, character) => sum + cost(character), 0) <= single) return [text];
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const character of characters) {
    if (used + cost(character) > perPart) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += character;
    used += cost(character);
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** The keyword of an inbound message: its first word, upper case. */
export function keywordOf(text: string): string {
  return (text.trim().split(/\s+/)[0] ?? '').toUpperCase();
}
