/**
 * What Twilio checks when a message is sent, changed or deleted, in Twilio's
 * order and with Twilio's error codes (the kit's field table only reads the
 * form; these hooks say what Twilio refuses).
 *
 * Update has exactly two uses: redact the body (`Body=""`) or cancel a
 * scheduled message (`Status=canceled`); anything else, or both at once, is
 * 30400, and canceling a message no longer scheduled is 30409. Delete is
 * refused (20009) while the message is still on its way.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { TwilioAccount } from './dialect.js';
import { MAX_BODY_CHARACTERS, characterCount, countSegments } from './segments.js';
import { refuseTestNumbers } from './test-numbers.js';

const E164 = /^\+[1-9]\d{1,14}$/;
/** Channel addresses such as "whatsapp:+15552229999" or "messenger:123". */
const CHANNEL_ADDRESS = /^[a-z]+:\S+$/;
const SHORT_CODE = /^\d{3,8}$/;
/** Alphanumeric sender IDs: up to 11 characters, at least one letter. */
const ALPHANUMERIC_SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;
const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;
/** Twilio accepts a scheduled send between 15 minutes and 35 days ahead. */
const MIN_SCHEDULE_AHEAD_MS = 900 * 1000;
const MAX_SCHEDULE_AHEAD_MS = 35 * 24 * 60 * 60 * 1000;
/** Statuses of a message Twilio has not finished with. */
const IN_FLIGHT = new Set(['queued', 'sending', 'accepted', 'scheduled', 'receiving']);

const refuse = (code: number, message: string) => fail.validation(message, { code });

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname.includes('_');
  } catch {
    return false;
  }
}

function checkSchedule(message: StoredRecord, now: number): void {
  if (message.scheduleType !== 'fixed') throw refuse(35126, 'The ScheduleType value provided is not supported for this channel');
  if (message.sendAt === undefined) throw refuse(35111, 'SendAt timestamp is missing');
  if (message.messagingServiceSid === undefined) throw refuse(35118, 'MessagingServiceSid is required to schedule a message');
  const at = Date.parse(String(message.sendAt));
  if (Number.isNaN(at) || at - now < MIN_SCHEDULE_AHEAD_MS || at - now > MAX_SCHEDULE_AHEAD_MS) {
    throw refuse(35114, 'Scheduling does not support this timestamp');
  }
  message.sendAt = at;
}

/** beforeCreate: refuses what Twilio refuses, then fills what Twilio derives. */
export function checkSend(message: StoredRecord, ctx: KitContext<TwilioAccount>): void {
  // An empty form field counts as absent.
  for (const name of ['to', 'from', 'messagingServiceSid', 'statusCallback', 'scheduleType', 'sendAt']) if (message[name] === '') delete message[name];
  const { to, from, messagingServiceSid: service, statusCallback } = message as Record<string, string | undefined>;
  const body = String(message.body);
  const mediaUrls = (message.mediaUrls as string[]).filter((url) => url !== '');
  const form = ctx.request.body as Record<string, unknown> | undefined;

  if (to === undefined) throw refuse(21604, "A 'To' phone number is required.");
  if (from === undefined && service === undefined) throw refuse(21603, "A 'From' phone number is required.");
  if (body === '' && mediaUrls.length === 0 && !form?.ContentSid) throw refuse(21602, 'Message body is required.');
  if (characterCount(body) > MAX_BODY_CHARACTERS) throw refuse(21617, 'The concatenated message body exceeds the 1600 character limit.');
  if (!E164.test(to) && !CHANNEL_ADDRESS.test(to)) throw refuse(21211, `Invalid 'To' Phone Number: ${to}`);
  if (from !== undefined && ![E164, CHANNEL_ADDRESS, SHORT_CODE, ALPHANUMERIC_SENDER].some((shape) => shape.test(from))) {
    throw refuse(21212, `Invalid From Number (caller ID): ${from}`);
  }
  if (service !== undefined && !MESSAGING_SERVICE_SID.test(service)) throw refuse(21701, `The Messaging Service Sid ${service} is invalid.`);
  if (statusCallback !== undefined && !isHttpUrl(statusCallback)) throw refuse(21609, `The StatusCallback URL ${statusCallback} is not a valid URL.`);
  if (message.scheduleType !== undefined) checkSchedule(message, ctx.now);
  if (ctx.account.test) {
    refuseTestNumbers(from, to);
    // Test credentials never reach a carrier: the message stays queued and sends no callbacks.
    message.atRest = true;
  }

  Object.assign(message, {
    mediaUrls,
    numSegments: countSegments(body),
    numMedia: mediaUrls.length,
    direction: 'outbound-api',
    priceUnit: 'USD',
  });
}

/** beforeUpdate: a redaction or a cancellation, nothing else. */
export function checkUpdate(message: StoredRecord, changes: Record<string, unknown>): Record<string, unknown> {
  const redacts = 'body' in changes;
  const cancels = 'status' in changes;
  const invalid = () => refuse(30400, 'Parameters are not valid');
  if (redacts === cancels) throw invalid();
  if (redacts && changes.body !== '') throw invalid();
  if (cancels && changes.status !== 'canceled') throw invalid();
  if (cancels && message.status !== 'scheduled') throw refuse(30409, 'This message cannot be canceled');
  // Other form fields (To, From...) are not Twilio's to change here: ignored, as Twilio does.
  return redacts ? { body: changes.body } : { status: changes.status };
}

/** beforeDelete: only a message Twilio has finished with. */
export function refuseInFlight(message: StoredRecord): void {
  if (IN_FLIGHT.has(String(message.status))) throw refuse(20009, 'Cannot delete message because delivery has not been completed.');
}
