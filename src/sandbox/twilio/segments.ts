/**
 * How many SMS segments a body takes, the way carriers count them: GSM-7 text
 * fits 160 septets in one segment and 153 per segment once concatenated; any
 * character outside GSM-7 switches the whole body to UCS-2 (70, then 67 per
 * segment). Twilio reports the result as `num_segments` and prices by it.
 */

/** GSM 03.38 basic character set (one septet each). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡' +
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** GSM 03.38 extension table (escape + character: two septets each). */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

function gsmSeptets(body: string): number | undefined {
  let septets = 0;
  for (const character of body) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENSION.has(character)) septets += 2;
    else return undefined;
  }
  return septets;
}

export function countSegments(body: string): number {
  if (body.length === 0) return 1;
  const septets = gsmSeptets(body);
  if (septets !== undefined) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  // UCS-2 counts UTF-16 code units, so an emoji takes two.
  return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
}

/** Twilio's limit on Body, in characters. */
export const MAX_BODY_CHARACTERS = 1600;

export function characterCount(body: string): number {
  return [...body].length;
}
