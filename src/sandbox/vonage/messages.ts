/**
 * Vonage's SMS API as kit resources. `messages` is one send (`POST /sms/json`):
 * the request's fields, the parts its text was split into (each its own
 * message id, price and delivery receipt) and its delivery status, which moves
 * from "submitted" to "delivered" in under a second, or to the failure a test
 * number names (demo-account.ts). The SMS API reads nothing back, so the
 * resource has no other route. `inbound-messages` are messages to the
 * account's numbers, stored by the control plane and sent as the
 * `inbound-sms` webhook when it triggers one (webhooks.ts).
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import { VONAGE_TEST_NUMBERS, type VonageAccount } from './demo-account.js';
import { MAX_TEXT_LENGTH, splitIntoParts } from './sms-parts.js';
import { balanceFor } from './auto-reload.js';

/** What one part of a send cost and left: the answer and the delivery receipts list them. */
export interface MessagePart {
  id: string;
  balanceAfter: number;
}

/** Every part costs the same in the emulator (EUR), on every network. */
export const PRICE_PER_PART = 0.0333;
/** The network the emulator routes every number through: the ITU's test network (MCC 001, MNC 01). */
export const TEST_NETWORK = '00101';

const DELIVERY_STATES = ['accepted', 'buffered', 'delivered', 'expired', 'failed', 'rejected'] as const;
const OUTCOMES: Readonly<Record<string, { state: string; errCode: string }>> = {
  [VONAGE_TEST_NUMBERS.failed]: { state: 'failed', errCode: '3' },
  [VONAGE_TEST_NUMBERS.rejected]: { state: 'rejected', errCode: '6' },
  [VONAGE_TEST_NUMBERS.expired]: { state: 'expired', errCode: '2' },
};

const outcome = (record: StoredRecord): string => OUTCOMES[String(record.to)]?.state ?? 'delivered';

const invalid = (field: string, code: number | string = 'invalid') => fail.validation(`Invalid ${field}`, { field, code });

function text(field: string, value: unknown): string {
  if (typeof value !== 'string') throw invalid(field);
  return value;
}

/** A number in E.164 form, with or without its "+": stored without. */
function msisdn(field: string) {
  return (value: unknown) => {
    const digits = text(field, value).replace(/^\+/, '');
    if (!/^\d{7,15}$/.test(digits)) throw invalid(field);
    return digits;
  };
}

/** A number, or an alphanumeric sender id of up to 11 characters (spaces are ignored). */
function sender(value: unknown): string {
  const from = text('from', value).replace(/ /g, '');
  if (/^\+?\d{1,15}$/.test(from)) return from.replace(/^\+/, '');
  if (!/^[A-Za-z0-9]{1,11}$/.test(from)) throw invalid('from');
  return from;
}

function body(value: unknown): string {
  const message = text('text', value);
  if (message === '') throw fail.validation('Missing text', { field: 'text', code: 'missing' });
  if (message.length > MAX_TEXT_LENGTH) throw fail.validation('Message too long', { field: 'text', code: 12 });
  return message;
}

function callback(value: unknown): string {
  const url = text('callback', value);
  if (url.length > 2000 || !/^https?:\/\/[^\s]+$/.test(url)) throw fail.validation('Invalid callback url', { field: 'callback', code: 23 });
  return url;
}

function flag(value: unknown): boolean {
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw invalid('status-report-req');
}

function whole(field: string, min: number, max: number) {
  return (value: unknown) => {
    const number = typeof value === 'number' ? value : /^\d+$/.test(text(field, value)) ? Number(value) : NaN;
    if (!Number.isInteger(number) || number < min || number > max) throw invalid(field);
    return number;
  };
}

const hexId = (ctx: KitContext<VonageAccount>) => ctx.faker.string.hexadecimal({ length: 16, casing: 'upper', prefix: '' });

/** The end of a delivery: the err-code a delivery receipt carries (0 for delivered and the in-between states). */
function settled(state: string) {
  return (record: StoredRecord, at: number) => {
    record.errCode = state === 'delivered' || state === 'accepted' || state === 'buffered' ? '0' : (OUTCOMES[String(record.to)]?.errCode ?? '1');
    record.doneAt = at;
  };
}

/** Takes the parts' price from the account's balance (reloaded first where auto-reload is on), or refuses as Vonage does when it is too low. */
function charge(record: StoredRecord, ctx: KitContext<VonageAccount>): void {
  const texts = splitIntoParts(String(record.text), record.type === 'unicode' ? 'unicode' : 'text');
  let balance = balanceFor(ctx, PRICE_PER_PART * texts.length);
  if (balance < PRICE_PER_PART * texts.length) throw fail.forbidden('Quota Exceeded - rejected', { code: 9 });
  record.parts = texts.map((_, index): MessagePart => {
    balance = Math.round((balance - PRICE_PER_PART) * 1e8) / 1e8;
    return { id: index === 0 ? record.id : hexId(ctx), balanceAfter: balance };
  });
  ctx.tenant.extras.set('balance', balance);
}

export const money = (amount: number): string => amount.toFixed(8);

export const sentMessages = defineResource<VonageAccount>({
  name: 'messages',
  // POST /sms/json; the description also lets /sms/xml ask for XML, which the emulator does not write.
  routes: { create: 'POST /sms/:format' },
  newId: hexId,
  fields: {
    id: { wire: 'message-id', kind: 'string', readOnly: true },
    from: { kind: 'string', required: true, parse: sender },
    to: { kind: 'string', required: true, parse: msisdn('to') },
    text: { kind: 'string', required: true, parse: body },
    // Binary, WAP push, vCard and vCal messages are not emulated.
    type: { kind: 'string', enum: ['text', 'unicode'], default: 'text' },
    clientRef: { wire: 'client-ref', kind: 'string', maxLength: 40 },
    accountRef: { wire: 'account-ref', kind: 'string' },
    callback: { kind: 'string', parse: callback },
    statusReportReq: { wire: 'status-report-req', kind: 'boolean', default: true, parse: flag },
    ttl: { kind: 'integer', parse: whole('ttl', 20_000, 604_800_000) },
    messageClass: { wire: 'message-class', kind: 'integer', parse: whole('message-class', 0, 3) },
    entityId: { wire: 'entity-id', kind: 'string' },
    contentId: { wire: 'content-id', kind: 'string' },
    status: { kind: 'string', readOnly: true },
    errCode: { wire: 'err-code', kind: 'string', readOnly: true },
    parts: { kind: 'array', readOnly: true },
    network: { kind: 'string', readOnly: true },
    submittedAt: { wire: 'submitted-at', kind: 'time', readOnly: true },
    doneAt: { wire: 'done-at', kind: 'time', readOnly: true },
  },
  timestamps: { created: 'submittedAt' },
  lifecycle: {
    field: 'status',
    initial: 'submitted',
    transitions: { submitted: DELIVERY_STATES, accepted: DELIVERY_STATES, buffered: DELIVERY_STATES },
    // Accepted and buffered (a control-plane move) are on the way: the outcome follows as from submitted.
    progressions: (['submitted', 'accepted', 'buffered'] as const).map((from) => ({ from, to: outcome, afterMs: 800 })),
    onEnter: Object.fromEntries(DELIVERY_STATES.map((state) => [state, settled(state)])),
  },
  events: { entered: Object.fromEntries(DELIVERY_STATES.map((state) => [state, 'delivery-receipt'])) },
  hooks: {
    beforeCreate(record, ctx) {
      const format = ctx.request.params.format;
      if (format === 'xml') throw fail.validation('The emulator answers in JSON only', { field: 'format' });
      if (format !== 'json') throw fail.notFound('Unknown endpoint', { unknownRoute: true });
      if (record.to === VONAGE_TEST_NUMBERS.barred) throw fail.validation('Number barred', { field: 'to', code: 7 });
      record.network = TEST_NETWORK;
      charge(record, ctx);
    },
    // The answer to a send: one entry per part, in the SMS API's envelope.
    present(_wire, record) {
      const parts = record.parts as MessagePart[];
      const references = {
        ...(record.clientRef !== undefined ? { 'client-ref': String(record.clientRef) } : {}),
        ...(record.accountRef !== undefined ? { 'account-ref': String(record.accountRef) } : {}),
      };
      return {
        'message-count': String(parts.length),
        messages: parts.map((part) => ({
          to: String(record.to),
          'message-id': part.id,
          status: '0',
          'remaining-balance': money(part.balanceAfter),
          'message-price': money(PRICE_PER_PART),
          network: String(record.network),
          ...references,
        })),
      };
    },
  },
});

/** A message to one of the account's numbers: seeded through the control plane, then triggered as `inbound-sms`. */
export const inboundMessages = defineResource<VonageAccount>({
  name: 'inbound-messages',
  routes: {},
  newId: hexId,
  fields: {
    id: { wire: 'messageId', kind: 'string', readOnly: true },
    msisdn: { kind: 'string', required: true },
    to: { kind: 'string', required: true },
    text: { kind: 'string', required: true },
    type: { kind: 'string', enum: ['text', 'unicode'], default: 'text' },
  },
});
