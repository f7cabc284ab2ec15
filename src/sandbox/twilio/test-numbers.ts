/**
 * Twilio's magic numbers for test credentials ("Test Credentials", test SMS
 * messages): with the test Account SID and Auth Token, these From and To
 * values fail with the documented errors and +15005550006 is the one valid
 * sender. With live credentials they are ordinary numbers (the sandbox's own
 * demos send from +15005550006 to +15005550001 and are delivered).
 */
import { fail } from '../framework/kit/index.js';

const VALID_TEST_SENDER = '+15005550006';

const FROM: Readonly<Record<string, readonly [number, (from: string) => string]>> = {
  '+15005550001': [21212, (from) => `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`],
  '+15005550008': [21611, () => "This 'From' number has exceeded the maximum number of queued messages"],
};
/** Any other sender, +15005550007 included: not a number the test credentials own. */
const NOT_OWNED = 21606;

const TO: Readonly<Record<string, readonly [number, (to: string, from: string) => string]>> = {
  '+15005550001': [21211, (to) => `The 'To' number ${to} is not a valid phone number.`],
  '+15005550002': [21612, (to, from) => `The 'To' phone number: ${to}, is not currently reachable using the 'From' phone number: ${from} via SMS.`],
  '+15005550003': [21408, (to) => `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`],
  '+15005550004': [21610, () => 'Attempt to send to unsubscribed recipient'],
  '+15005550009': [21614, () => "'To' number is not a valid mobile number"],
};

/** Throws the documented failure of a send with test credentials; returns when it passes. */
export function refuseTestNumbers(from: string | undefined, to: string): void {
  if (from === undefined) throw fail.validation("A 'From' phone number is required.", { code: 21603 });
  if (from !== VALID_TEST_SENDER) {
    const [code, message] = FROM[from] ?? [NOT_OWNED, (text: string) => `The From phone number ${text} is not a valid, SMS-capable inbound phone number or short code for your account.`];
    throw fail.validation(message(from), { code });
  }
  const failure = TO[to];
  if (failure) throw fail.validation(failure[1](to, from), { code: failure[0] });
}
