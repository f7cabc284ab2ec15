/**
 * Builds the sandbox account's history: SEEDED_MESSAGE_COUNT messages over the
 * 60 days before the day the emulator starts, mixed inbound and outbound,
 * delivered, sent, received, failed and undelivered, some through a Messaging
 * Service, some MMS, some multi-segment.
 *
 * Everything except the dates is fixed by a deterministic source, so sids,
 * numbers, texts and statuses are the same on every start; dates are offsets
 * from midnight GMT of the start day, so the history always ends "yesterday".
 */
import { DAY_MS, startOfUtcDay } from './dates.js';
import { DeterministicSource } from './random.js';
import {
  DEMO_ACCOUNT_NUMBERS,
  DEMO_CONTACTS,
  DEMO_MESSAGING_SERVICE_SIDS,
  type DeliveryError,
  FAILED_ERRORS,
  INBOUND_SEGMENT_PRICE,
  INBOUND_TEXTS,
  MMS_PRICE,
  MMS_TEXTS,
  OUTBOUND_TEXTS,
  type TextFields,
  TIMES,
  TWILIO_DEMO_ACCOUNT,
  UNDELIVERED_ERRORS,
  WEEKDAYS,
} from './seed-content.js';
import { countSegments } from './segments.js';
import type { MessageDirection, MessageStatus, NewMessage } from './store.js';
import { TwilioStore } from './store.js';

export const SEEDED_MESSAGE_COUNT = 250;
export const SEEDED_HISTORY_DAYS = 60;

/** Seconds-precision timestamps, strictly increasing, inside [fromMs, toMs). */
function spreadTimestamps(source: DeterministicSource, count: number, fromMs: number, toMs: number): number[] {
  const fractions = Array.from({ length: count }, () => source.next()).sort((a, b) => a - b);
  const timestamps: number[] = [];
  for (const fraction of fractions) {
    let at = Math.floor((fromMs + fraction * (toMs - fromMs)) / 1000) * 1000;
    const previous = timestamps[timestamps.length - 1];
    if (previous !== undefined && at <= previous) at = previous + 1000;
    timestamps.push(at);
  }
  return timestamps;
}

function formatPrice(hundredThousandths: number): string {
  return (-hundredThousandths / 100_000).toFixed(5);
}

function textFields(source: DeterministicSource, name: string): TextFields {
  return {
    name,
    code: String(100_000 + source.int(900_000)),
    order: String(10_000 + source.int(90_000)),
    amount: (5 + source.int(49_500) / 100).toFixed(2),
    day: source.pick(WEEKDAYS),
    time: source.pick(TIMES),
  };
}

function outboundOutcome(source: DeterministicSource): { status: MessageStatus; error: DeliveryError | null } {
  const roll = source.next();
  if (roll < 0.7) return { status: 'delivered', error: null };
  if (roll < 0.78) return { status: 'sent', error: null };
  if (roll < 0.9) return { status: 'undelivered', error: source.pick(UNDELIVERED_ERRORS) };
  return { status: 'failed', error: source.pick(FAILED_ERRORS) };
}

function seededMessage(source: DeterministicSource, createdMs: number): NewMessage {
  const contact = source.pick(DEMO_CONTACTS);
  const ownNumber = source.pick(DEMO_ACCOUNT_NUMBERS);

  if (source.chance(0.35)) {
    const body = source.pick(INBOUND_TEXTS);
    const segments = countSegments(body);
    return {
      sid: `SM${source.hex(32)}`,
      body,
      numSegments: segments,
      numMedia: 0,
      direction: 'inbound',
      from: contact.number,
      to: ownNumber,
      dateCreatedMs: createdMs,
      dateUpdatedMs: createdMs + 1000 * source.int(2),
      dateSentMs: createdMs,
      price: formatPrice(INBOUND_SEGMENT_PRICE * segments),
      priceUnit: 'USD',
      errorCode: null,
      errorMessage: null,
      status: 'received',
      messagingServiceSid: null,
      statusCallback: null,
      mediaUrls: [],
      sendAtMs: null,
    };
  }

  const isMms = source.chance(0.08);
  const fields = textFields(source, contact.name);
  const body = (isMms ? source.pick(MMS_TEXTS) : source.pick(OUTBOUND_TEXTS))(fields);
  const segments = countSegments(body);
  const { status, error } = outboundOutcome(source);
  const direction: MessageDirection = source.chance(0.06) ? 'outbound-reply' : 'outbound-api';
  const sentMs = createdMs + 1000 * (1 + source.int(3));
  const sid = `${isMms ? 'MM' : 'SM'}${source.hex(32)}`;
  // A message that never left Twilio is not billed.
  const price = status === 'failed' ? null : formatPrice(isMms ? MMS_PRICE : contact.segmentPrice * segments);
  return {
    sid,
    body,
    numSegments: segments,
    numMedia: isMms ? 1 : 0,
    direction,
    from: ownNumber,
    to: contact.number,
    dateCreatedMs: createdMs,
    dateUpdatedMs: sentMs + 1000 * (2 + source.int(28)),
    dateSentMs: sentMs,
    price,
    priceUnit: 'USD',
    errorCode: error?.code ?? null,
    errorMessage: error?.message ?? null,
    status,
    messagingServiceSid: direction === 'outbound-api' && source.chance(0.3) ? source.pick(DEMO_MESSAGING_SERVICE_SIDS) : null,
    statusCallback: null,
    mediaUrls: isMms ? [`https://demo.example.com/media/${sid}.jpg`] : [],
    sendAtMs: null,
  };
}

/** A fresh store holding the demo account and its seeded history. */
export function createSeededTwilioStore(nowMs: number): TwilioStore {
  const anchorMs = startOfUtcDay(nowMs);
  const store = new TwilioStore({
    sid: TWILIO_DEMO_ACCOUNT.accountSid,
    authToken: TWILIO_DEMO_ACCOUNT.authToken,
    friendlyName: TWILIO_DEMO_ACCOUNT.friendlyName,
    status: 'active',
    type: 'Full',
    dateCreatedMs: anchorMs - 400 * DAY_MS + 9 * 3_600_000,
    dateUpdatedMs: anchorMs - 30 * DAY_MS + 14 * 3_600_000,
  });
  const source = new DeterministicSource('twilio-demo-seed');
  const timestamps = spreadTimestamps(source, SEEDED_MESSAGE_COUNT, anchorMs - SEEDED_HISTORY_DAYS * DAY_MS, anchorMs - 60_000);
  for (const createdMs of timestamps) store.insert(seededMessage(source, createdMs));
  return store;
}
