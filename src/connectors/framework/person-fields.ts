/**
 * A person's name and phone numbers, between the unified models (first and
 * last name apart; phone numbers with country, area code and extension) and
 * the platforms that keep each as one string (Zendesk, Intercom, most CRMs).
 */

/** The text of a value, trimmed; '' for nothing. */
export function trimmed(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The value when it has any non-blank text, else null (platforms send '' for "not set"). */
export function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The entry typed "primary", else the first one. */
export function primaryOf<T extends { type?: string | null }>(items: readonly T[] | undefined): T | undefined {
  return items?.find((item) => item.type === 'primary') ?? items?.[0];
}

/**
 * One name as first and last name. The first word is the first name and the
 * rest the last name ("Mary Ann Smith" → "Mary" + "Ann Smith"), so the halves
 * join back to the same name; a one-word name has no last name.
 */
export function splitName(name: string | null | undefined): { first_name: string | null; last_name: string | null } {
  const whole = (name ?? '').trim();
  if (whole === '') return { first_name: null, last_name: null };
  const space = whole.search(/\s/);
  if (space < 0) return { first_name: whole, last_name: null };
  return { first_name: whole.slice(0, space), last_name: whole.slice(space).trim() };
}

export interface PhoneParts {
  number: string;
  country_code?: string | null;
  area_code?: string | null;
  extension?: string | null;
}

/**
 * A phone number as one string: a number already in international form is
 * sent as it is; otherwise the country and area codes are put in front, and
 * an extension follows as " ext. N".
 */
export function phoneText(phone: PhoneParts): string {
  const number = phone.number.trim();
  const country = trimmed(phone.country_code).replace(/^\+/, '');
  const base = number.startsWith('+') ? number : [country ? `+${country}` : '', trimmed(phone.area_code), number].filter(Boolean).join(' ');
  const extension = trimmed(phone.extension);
  return extension ? `${base} ext. ${extension}` : base;
}
