/**
 * Time as Zendesk writes it. Zendesk stores a user's time zone under its own (Rails) name, e.g.
 * "Eastern Time (US & Canada)", and also reports the IANA name. Writes may use
 * either. This table covers the zones the emulator is likely to see; anything
 * else is refused the way Zendesk refuses an unknown zone.
 */
const ZONES: readonly (readonly [zendeskName: string, iana: string])[] = [
  ['Pacific/Pago_Pago', 'Pacific/Pago_Pago'],
  ['Hawaii', 'Pacific/Honolulu'],
  ['Alaska', 'America/Juneau'],
  ['Pacific Time (US & Canada)', 'America/Los_Angeles'],
  ['Mountain Time (US & Canada)', 'America/Denver'],
  ['Central Time (US & Canada)', 'America/Chicago'],
  ['Eastern Time (US & Canada)', 'America/New_York'],
  ['Brasilia', 'America/Sao_Paulo'],
  ['UTC', 'Etc/UTC'],
  ['London', 'Europe/London'],
  ['Dublin', 'Europe/Dublin'],
  ['Lisbon', 'Europe/Lisbon'],
  ['Madrid', 'Europe/Madrid'],
  ['Paris', 'Europe/Paris'],
  ['Amsterdam', 'Europe/Amsterdam'],
  ['Berlin', 'Europe/Berlin'],
  ['Rome', 'Europe/Rome'],
  ['Copenhagen', 'Europe/Copenhagen'],
  ['Stockholm', 'Europe/Stockholm'],
  ['Warsaw', 'Europe/Warsaw'],
  ['Athens', 'Europe/Athens'],
  ['Helsinki', 'Europe/Helsinki'],
  ['Istanbul', 'Europe/Istanbul'],
  ['Moscow', 'Europe/Moscow'],
  ['Abu Dhabi', 'Asia/Muscat'],
  ['Mumbai', 'Asia/Kolkata'],
  ['Singapore', 'Asia/Singapore'],
  ['Beijing', 'Asia/Shanghai'],
  ['Tokyo', 'Asia/Tokyo'],
  ['Sydney', 'Australia/Sydney'],
  ['Auckland', 'Pacific/Auckland'],
];

const BY_ANY_NAME = new Map<string, { zendeskName: string; iana: string }>();
for (const [zendeskName, iana] of ZONES) {
  BY_ANY_NAME.set(zendeskName.toLowerCase(), { zendeskName, iana });
  BY_ANY_NAME.set(iana.toLowerCase(), { zendeskName, iana });
}

/** Resolves a Zendesk or IANA zone name; undefined when Zendesk would refuse it. */
export function resolveTimeZone(name: string): { zendeskName: string; iana: string } | undefined {
  return BY_ANY_NAME.get(name.trim().toLowerCase());
}

const LOCALE_IDS: Record<string, number> = { 'en-us': 1, es: 2, de: 8, fr: 16, 'en-gb': 1176 };

/** Zendesk's numeric id for a locale; unknown locales fall back to English (1) as Zendesk does. */
export function localeIdFor(locale: string): number {
  return LOCALE_IDS[locale.toLowerCase()] ?? 1;
}

/** Zendesk writes times in UTC with whole seconds ("2009-07-20T22:55:29Z"), never milliseconds. */
export function zendeskTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
