/**
 * The demo account's history: SEEDED_MESSAGE_COUNT messages over the 60 days
 * before the day the tenant is first used, mixed inbound and outbound,
 * delivered, sent, received, failed and undelivered, some through a Messaging
 * Service, some MMS, some multi-segment. The texts and numbers are the
 * hand-written ones of seed-content.ts; the kit's seeded Faker only picks among
 * them, so the history is the same on every start. Dates are offsets from
 * midnight GMT of that day, so the history always ends "yesterday". It is
 * history: these messages do not move (`atRest`).
 */
import type { Faker } from '@faker-js/faker';
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import { DAY_MS, startOfUtcDay } from './dates.js';
import type { TwilioAccount } from './dialect.js';
import {
  DEMO_ACCOUNT_NUMBERS, DEMO_CONTACTS, DEMO_MESSAGING_SERVICE_SIDS, FAILED_ERRORS, INBOUND_SEGMENT_PRICE, INBOUND_TEXTS, MMS_PRICE,
  MMS_TEXTS, OUTBOUND_TEXTS, TIMES, TWILIO_DEMO_ACCOUNT, UNDELIVERED_ERRORS, WEEKDAYS, formatPrice, segmentPriceOf,
  type DeliveryError, type TextFields,
} from './seed-content.js';
import { countSegments } from './segments.js';

export const SEEDED_MESSAGE_COUNT = 250;
export const SEEDED_HISTORY_DAYS = 60;

/** Seconds-precision timestamps, strictly increasing, inside [fromMs, toMs). */
function spreadTimestamps(faker: Faker, count: number, fromMs: number, toMs: number): number[] {
  const fractions = Array.from({ length: count }, () => faker.number.float()).sort((a, b) => a - b);
  const timestamps: number[] = [];
  for (const fraction of fractions) {
    let at = Math.floor((fromMs + fraction * (toMs - fromMs)) / 1000) * 1000;
    const previous = timestamps[timestamps.length - 1];
    if (previous !== undefined && at <= previous) at = previous + 1000;
    timestamps.push(at);
  }
  return timestamps;
}

function textFields(faker: Faker, name: string): TextFields {
  return {
    name,
    code: String(faker.number.int({ min: 100_000, max: 999_999 })),
    order: String(faker.number.int({ min: 10_000, max: 99_999 })),
    amount: faker.number.float({ min: 5, max: 500, fractionDigits: 2 }).toFixed(2),
    day: faker.helpers.arrayElement(WEEKDAYS),
    time: faker.helpers.arrayElement(TIMES),
  };
}

function outboundOutcome(faker: Faker): { status: string; error: DeliveryError | null } {
  const roll = faker.number.float();
  if (roll < 0.7) return { status: 'delivered', error: null };
  if (roll < 0.78) return { status: 'sent', error: null };
  if (roll < 0.9) return { status: 'undelivered', error: faker.helpers.arrayElement(UNDELIVERED_ERRORS) };
  return { status: 'failed', error: faker.helpers.arrayElement(FAILED_ERRORS) };
}

const sidOf = (faker: Faker, prefix: string) => `${prefix}${faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}`;

function seededMessage(faker: Faker, createdMs: number): StoredRecord {
  const contact = faker.helpers.arrayElement(DEMO_CONTACTS);
  const ownNumber = faker.helpers.arrayElement(DEMO_ACCOUNT_NUMBERS);
  const common = { atRest: true, numMedia: 0, priceUnit: 'USD', errorCode: null, errorMessage: null, messagingServiceSid: null, dateCreated: createdMs };

  if (faker.datatype.boolean({ probability: 0.35 })) {
    const body = faker.helpers.arrayElement(INBOUND_TEXTS);
    const segments = countSegments(body);
    return {
      ...common, id: sidOf(faker, 'SM'), body, numSegments: segments, direction: 'inbound', from: contact.number, to: ownNumber,
      dateUpdated: createdMs + 1000 * faker.number.int(1), dateSent: createdMs, price: formatPrice(INBOUND_SEGMENT_PRICE * segments), status: 'received',
    };
  }

  const isMms = faker.datatype.boolean({ probability: 0.08 });
  const body = faker.helpers.arrayElement(isMms ? MMS_TEXTS : OUTBOUND_TEXTS)(textFields(faker, contact.name));
  const segments = countSegments(body);
  const { status, error } = outboundOutcome(faker);
  const direction = faker.datatype.boolean({ probability: 0.06 }) ? 'outbound-reply' : 'outbound-api';
  const sentMs = createdMs + 1000 * faker.number.int({ min: 1, max: 3 });
  return {
    ...common,
    id: sidOf(faker, isMms ? 'MM' : 'SM'),
    body,
    numSegments: segments,
    numMedia: isMms ? 1 : 0,
    direction,
    from: ownNumber,
    to: contact.number,
    dateUpdated: sentMs + 1000 * faker.number.int({ min: 2, max: 29 }),
    dateSent: sentMs,
    // A message that never left Twilio is not billed.
    price: status === 'failed' ? null : formatPrice(isMms ? MMS_PRICE : segmentPriceOf(contact.number) * segments),
    errorCode: error?.code ?? null,
    errorMessage: error?.message ?? null,
    status,
    messagingServiceSid: direction === 'outbound-api' && faker.datatype.boolean({ probability: 0.3 }) ? faker.helpers.arrayElement(DEMO_MESSAGING_SERVICE_SIDS) : null,
  };
}

/** Every account holds its own Account record; the demo account also its message history. */
export function seedTwilio({ account, faker, now, put }: SeedContext<TwilioAccount>): void {
  const anchorMs = startOfUtcDay(now);
  put('accounts', {
    id: account.id,
    status: 'active',
    type: 'Full',
    authToken: account.authToken,
    friendlyName: account.friendlyName,
    dateCreated: anchorMs - 400 * DAY_MS + 9 * 3_600_000,
    dateUpdated: anchorMs - 30 * DAY_MS + 14 * 3_600_000,
  });
  if (account.id !== TWILIO_DEMO_ACCOUNT.accountSid) return;
  for (const createdMs of spreadTimestamps(faker, SEEDED_MESSAGE_COUNT, anchorMs - SEEDED_HISTORY_DAYS * DAY_MS, anchorMs - 60_000)) {
    put('messages', seededMessage(faker, createdMs));
  }
}
