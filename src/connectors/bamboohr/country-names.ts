/**
 * BambooHR keeps an address's country by its English name ("United States");
 * the unified address holds ISO 3166-1 alpha-2. Both directions come from
 * Intl's region names (the runtime's CLDR data), never a hand-kept table.
 */
const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

let codesByName: ReadonlyMap<string, string> | undefined;

function allCodes(): ReadonlyMap<string, string> {
  if (codesByName) return codesByName;
  const found = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      // Only current codes: Intl names the deprecated DD "Germany" and the reserved UK "United Kingdom" too.
      const current = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
      if (current && name !== undefined && name !== code && name !== 'Unknown Region') found.set(name.toLowerCase(), code);
    }
  }
  codesByName = found;
  return found;
}

/** The alpha-2 code of a country BambooHR names; a code passes as itself; null when neither. */
export function countryCodeOf(name: string | null | undefined): string | null {
  if (!name) return null;
  const text = name.trim();
  if (/^[A-Za-z]{2}$/.test(text) && names.of(text.toUpperCase()) !== undefined) return text.toUpperCase();
  return allCodes().get(text.toLowerCase()) ?? null;
}

/** The English name BambooHR takes for an alpha-2 code; the value as given when Intl does not know it. */
export function countryNameOf(code: string | null | undefined): string | null {
  if (!code) return null;
  return /^[A-Za-z]{2}$/.test(code) ? (names.of(code.toUpperCase()) ?? code) : code;
}
