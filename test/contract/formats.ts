/**
 * String formats, decided against the vendors' own example payloads.
 *
 * Standard formats come from ajv-formats ("full" mode). Where a vendor's own
 * examples in its description break a standard format, the vendor's usage wins
 * and the format is loosened here, never per payload:
 *
 * - `uri`: Twilio declares `format: uri` on `uri`, `first_page_uri`,
 *   `next_page_uri`…, whose values are server-relative paths
 *   ("/2010-04-01/Accounts/AC…/Messages.json"). Checked as a URI reference.
 * - `datetime` (Zendesk's and Pipedrive's spelling) is checked as `date-time`, or
 *   as Pipedrive's v1 "YYYY-MM-DD HH:MM:SS" (UTC), which its description's own
 *   examples use for the fields it marks `datetime`.
 *
 * Vendor-specific formats that can be stated precisely are checked (Twilio's
 * RFC 2822 dates, ISO country codes, currencies, HTTP methods); the others are
 * free-form strings by the vendor's own documentation (`phone-number` also
 * takes "whatsapp:+1…", "client:alice", short codes and alphanumeric sender IDs).
 * Any format no entry here knows is ignored, as OAS allows.
 */
import type { Ajv2019 } from 'ajv/dist/2019.js';
import ajvFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';

const addStandardFormats = ajvFormats.default;

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** Twilio's dates: "Thu, 24 Aug 2023 05:01:45 +0000" (RFC 2822 section 3.3, as Twilio writes it). */
const RFC_2822_DATE_TIME = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} \\d{2}:\\d{2}:\\d{2} [+-]\\d{4}$`);

const ANY_STRING = /[\s\S]*/;
/** Pipedrive v1's times: "2019-02-04 13:58:03", in UTC. */
const PIPEDRIVE_V1_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function addContractFormats(ajv: Ajv2019): void {
  addStandardFormats(ajv, { mode: 'full' });

  ajv.addFormat('uri', fullFormats['uri-reference']);
  const dateTime = fullFormats['date-time'] as { validate: (text: string) => boolean } | ((text: string) => boolean);
  const isDateTime = typeof dateTime === 'function' ? dateTime : (text: string) => dateTime.validate(text);
  ajv.addFormat('datetime', (text: string) => isDateTime(text) || PIPEDRIVE_V1_TIME.test(text));

  // Twilio.
  ajv.addFormat('date-time-rfc-2822', RFC_2822_DATE_TIME);
  ajv.addFormat('iso-country-code', /^[A-Z]{2}$/);
  ajv.addFormat('currency', /^[A-Za-z]{3}$/);
  ajv.addFormat('http-method', /^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/i);
  for (const freeForm of ['phone-number', 'endpoint', 'twiml', 'uri-map', 'phone-number-capabilities', 'ice-server']) {
    ajv.addFormat(freeForm, ANY_STRING);
  }

  // Zendesk writes `format: string` on a few plain strings.
  ajv.addFormat('string', ANY_STRING);
}
