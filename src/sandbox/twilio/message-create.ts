/**
 * "Send a message" (POST Messages.json): checks the form the way Twilio does,
 * in Twilio's order, and turns it into a new stored message.
 *
 * Status on creation: `scheduled` with ScheduleType=fixed, `accepted` when a
 * Messaging Service picks the sender, `queued` otherwise. Nothing is ever
 * delivered: the emulator keeps messages in the state they were created in.
 */
import { parseIsoTimestamp } from './dates.js';
import { TwilioErrorCode } from './errors.js';
import { MAX_BODY_CHARACTERS, characterCount, countSegments } from './segments.js';
import type { NewMessage, TwilioStore } from './store.js';

export type CreateResult = { ok: true; message: NewMessage } | { ok: false; code: number; message: string };

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

function isValidRecipient(to: string): boolean {
  return E164.test(to) || CHANNEL_ADDRESS.test(to);
}

function isValidSender(from: string): boolean {
  return E164.test(from) || CHANNEL_ADDRESS.test(from) || SHORT_CODE.test(from) || ALPHANUMERIC_SENDER.test(from);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname.includes('_');
  } catch {
    return false;
  }
}

function fail(code: number, message: string): CreateResult {
  return { ok: false, code, message };
}

/** Non-empty value of a form field, or undefined. */
function field(form: URLSearchParams, name: string): string | undefined {
  const value = form.get(name);
  return value === null || value === '' ? undefined : value;
}

export function buildNewMessage(form: URLSearchParams, store: TwilioStore, nowMs: number): CreateResult {
  const to = field(form, 'To');
  const from = field(form, 'From');
  const body = form.get('Body') ?? '';
  const mediaUrls = form.getAll('MediaUrl').filter((url) => url !== '');
  const contentSid = field(form, 'ContentSid');
  const messagingServiceSid = field(form, 'MessagingServiceSid');
  const statusCallback = field(form, 'StatusCallback');
  const scheduleType = field(form, 'ScheduleType');
  const sendAt = field(form, 'SendAt');

  if (to === undefined) return fail(TwilioErrorCode.toRequired, "A 'To' phone number is required.");
  if (from === undefined && messagingServiceSid === undefined) {
    return fail(TwilioErrorCode.fromRequired, "A 'From' phone number is required.");
  }
  if (body === '' && mediaUrls.length === 0 && contentSid === undefined) {
    return fail(TwilioErrorCode.bodyRequired, 'Message body is required.');
  }
  if (characterCount(body) > MAX_BODY_CHARACTERS) {
    return fail(TwilioErrorCode.bodyTooLong, 'The concatenated message body exceeds the 1600 character limit.');
  }
  if (!isValidRecipient(to)) return fail(TwilioErrorCode.invalidToNumber, `Invalid 'To' Phone Number: ${to}`);
  if (from !== undefined && !isValidSender(from)) {
    return fail(TwilioErrorCode.invalidFromNumber, `Invalid From Number (caller ID): ${from}`);
  }
  if (messagingServiceSid !== undefined && !MESSAGING_SERVICE_SID.test(messagingServiceSid)) {
    return fail(TwilioErrorCode.invalidMessagingService, `The Messaging Service Sid ${messagingServiceSid} is invalid.`);
  }
  if (statusCallback !== undefined && !isHttpUrl(statusCallback)) {
    return fail(TwilioErrorCode.invalidStatusCallback, `The StatusCallback URL ${statusCallback} is not a valid URL.`);
  }

  let sendAtMs: number | null = null;
  if (scheduleType !== undefined) {
    if (scheduleType !== 'fixed') {
      return fail(TwilioErrorCode.scheduleTypeUnsupported, 'The ScheduleType value provided is not supported for this channel');
    }
    if (sendAt === undefined) return fail(TwilioErrorCode.sendAtMissing, 'SendAt timestamp is missing');
    if (messagingServiceSid === undefined) {
      return fail(TwilioErrorCode.messagingServiceRequiredToSchedule, 'MessagingServiceSid is required to schedule a message');
    }
    const at = parseIsoTimestamp(sendAt);
    if (at === undefined || at - nowMs < MIN_SCHEDULE_AHEAD_MS || at - nowMs > MAX_SCHEDULE_AHEAD_MS) {
      return fail(TwilioErrorCode.sendAtOutOfRange, 'Scheduling does not support this timestamp');
    }
    sendAtMs = at;
  }

  const status = sendAtMs !== null ? 'scheduled' : messagingServiceSid !== undefined ? 'accepted' : 'queued';
  const hasMedia = mediaUrls.length > 0;
  return {
    ok: true,
    message: {
      // Twilio gives MMS their own "MM" prefix.
      sid: store.newMessageSid(hasMedia ? 'MM' : 'SM'),
      body,
      numSegments: countSegments(body),
      numMedia: mediaUrls.length,
      direction: 'outbound-api',
      // With only a Messaging Service, the sender is chosen later from its pool.
      from: from ?? null,
      to,
      dateCreatedMs: nowMs,
      dateUpdatedMs: nowMs,
      dateSentMs: null,
      price: null,
      priceUnit: 'USD',
      errorCode: null,
      errorMessage: null,
      status,
      messagingServiceSid: messagingServiceSid ?? null,
      statusCallback: statusCallback ?? null,
      mediaUrls,
      sendAtMs,
    },
  };
}
