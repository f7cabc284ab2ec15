/**
 * The Message resource of the 2010 API, declared on the kit:
 *   GET    /2010-04-01/Accounts/{AccountSid}/Messages.json         list (newest first)
 *   POST   /2010-04-01/Accounts/{AccountSid}/Messages.json         send (201)
 *   GET    /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json   fetch
 *   POST   /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json   redact / cancel
 *   DELETE /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json   delete (204)
 * The form is read by the field table (`input` names are Twilio's PascalCase
 * parameters, `wire` names its snake_case answer); message-rules.ts holds what
 * Twilio refuses. A sent message moves queued → sending → sent → delivered in
 * about a second, stamped with date_sent and its price on entering sent.
 */
import { defineResource, fail, type Lifecycle, type StoredRecord } from '../framework/kit/index.js';
import { filterSpan } from './dates.js';
import { API_BASE, API_VERSION, type TwilioAccount } from './dialect.js';
import { checkSend, checkUpdate, refuseInFlight } from './message-rules.js';
import { DEMO_ACCOUNT_NUMBERS, MMS_PRICE, formatPrice, segmentPriceOf } from './seed-content.js';

const PATH = `${API_BASE}/Accounts/:AccountSid/Messages`;

/** Statuses whose entry Twilio reports to the StatusCallback (not the initial one, not "sending"). */
export const CALLBACK_STATUSES = ['queued', 'sent', 'delivered', 'undelivered', 'failed', 'read', 'canceled'] as const;

/** The seed's history and test-credential messages stay as they are; messages sent through the API move. */
const moves = (message: StoredRecord) => message.atRest !== true;

/** Entering a later state: stamps date_updated, and the error a failure carries unless one is set already. */
function finish(code: number | null, message: string | null) {
  return (record: StoredRecord, at: number) => {
    record.dateUpdated = at;
    record.errorCode ??= code;
    record.errorMessage ??= message;
  };
}

export const messageLifecycle: Lifecycle = {
  field: 'status',
  initial: (message) => (message.scheduleType ? 'scheduled' : message.messagingServiceSid ? 'accepted' : 'queued'),
  // Client updates only cancel (message-rules.ts); the rest is for the control plane's forced moves.
  transitions: {
    scheduled: ['canceled', 'queued'],
    accepted: ['queued', 'failed'],
    queued: ['sending', 'failed'],
    sending: ['sent', 'failed'],
    sent: ['delivered', 'undelivered'],
    delivered: ['read'],
  },
  progressions: [
    { from: 'accepted', to: 'queued', afterMs: 100, when: moves },
    { from: 'queued', to: 'sending', afterMs: 400, when: moves },
    { from: 'sending', to: 'sent', afterMs: 300, when: moves },
    { from: 'sent', to: 'delivered', afterMs: 300, when: moves },
  ],
  onEnter: {
    queued(message, at) {
      // A Messaging Service picks the sender from its pool when it queues the message.
      if (message.messagingServiceSid) message.from ??= DEMO_ACCOUNT_NUMBERS[0];
      message.dateUpdated = at;
    },
    sending: finish(null, null),
    sent(message, at) {
      message.dateSent = at;
      message.dateUpdated = at;
      const numMedia = Number(message.numMedia ?? 0);
      message.price = formatPrice(numMedia > 0 ? MMS_PRICE : segmentPriceOf(String(message.to)) * Number(message.numSegments ?? 1));
    },
    delivered: finish(null, null),
    read: finish(null, null),
    canceled: finish(null, null),
    undelivered: finish(30003, 'Unreachable destination handset'),
    failed: finish(30008, 'Unknown error'),
  },
};

/** DateSent, DateSent> (on or after) and DateSent< (on or before): a GMT day or a timestamp to the second. */
function sentWithin(bound: 'both' | 'from' | 'until') {
  const parameter = `DateSent${bound === 'from' ? '>' : bound === 'until' ? '<' : ''}`;
  // Parsed once per list, not once per record.
  let cached: [string, ReturnType<typeof filterSpan>] | undefined;
  return (message: StoredRecord, value: string) => {
    if (value === '') return true;
    if (cached?.[0] !== value) cached = [value, filterSpan(value)];
    const span = cached[1];
    if (!span) throw fail.validation(`Invalid value '${value}' for parameter ${parameter}`, { field: parameter });
    // Messages not sent yet have no date_sent and never match.
    const sent = message.dateSent;
    if (typeof sent !== 'number') return false;
    return (bound === 'until' || sent >= span.fromMs) && (bound === 'from' || sent < span.untilMs);
  };
}

const equals = (field: string) => (message: StoredRecord, value: string) => value === '' || message[field] === value;

export const messages = defineResource<TwilioAccount>({
  name: 'messages',
  labels: { list: 'messages' },
  routes: {
    list: `GET ${PATH}.json`,
    create: { route: `POST ${PATH}.json`, status: 201 },
    get: `GET ${PATH}/:MessageSid.json`,
    update: `POST ${PATH}/:MessageSid.json`,
    delete: `DELETE ${PATH}/:MessageSid.json`,
  },
  idParam: 'MessageSid',
  // Twilio gives MMS their own "MM" prefix.
  newId: (ctx) => {
    const media = (ctx.request.body as Record<string, unknown> | undefined)?.MediaUrl;
    const hasMedia = [media ?? []].flat().some((url) => url !== '');
    return `${hasMedia ? 'MM' : 'SM'}${ctx.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}`;
  },
  // In the order of the schema in Twilio's OpenAPI description.
  fields: {
    body: { kind: 'string', input: 'Body', default: '' },
    numSegments: { wire: 'num_segments', kind: 'integer', asString: true, readOnly: true },
    direction: { kind: 'string', readOnly: true },
    from: { kind: 'string', input: 'From', nullable: true },
    to: { kind: 'string', input: 'To' },
    dateUpdated: { wire: 'date_updated', kind: 'time', readOnly: true },
    price: { kind: 'string', readOnly: true, nullable: true },
    errorMessage: { wire: 'error_message', kind: 'string', readOnly: true, nullable: true },
    numMedia: { wire: 'num_media', kind: 'integer', asString: true, readOnly: true },
    status: { kind: 'string', input: 'Status' },
    messagingServiceSid: { wire: 'messaging_service_sid', input: 'MessagingServiceSid', kind: 'string', nullable: true },
    id: { wire: 'sid', kind: 'string', readOnly: true },
    dateSent: { wire: 'date_sent', kind: 'time', readOnly: true, nullable: true },
    dateCreated: { wire: 'date_created', kind: 'time', readOnly: true },
    errorCode: { wire: 'error_code', kind: 'integer', readOnly: true, nullable: true },
    priceUnit: { wire: 'price_unit', kind: 'string', readOnly: true, nullable: true },
    mediaUrls: { input: 'MediaUrl', kind: 'array', writeOnly: true, default: [] },
    statusCallback: { input: 'StatusCallback', kind: 'string', writeOnly: true },
    scheduleType: { input: 'ScheduleType', kind: 'string', writeOnly: true },
    sendAt: { input: 'SendAt', kind: 'string', writeOnly: true },
  },
  timestamps: { created: 'dateCreated', updated: 'dateUpdated' },
  filters: {
    To: equals('to'),
    From: equals('from'),
    DateSent: sentWithin('both'),
    'DateSent<': sentWithin('until'),
    'DateSent>': sentWithin('from'),
  },
  order: 'newest-first',
  lifecycle: messageLifecycle,
  events: { entered: Object.fromEntries(CALLBACK_STATUSES.map((status) => [status, `message.${status}`])) },
  hooks: {
    beforeCreate: checkSend,
    beforeUpdate: checkUpdate,
    beforeDelete: refuseInFlight,
    present: (wire, record, ctx) => {
      const uri = `${API_BASE}/Accounts/${ctx.account.id}/Messages/${record.id}`;
      return { ...wire, uri: `${uri}.json`, account_sid: ctx.account.id, api_version: API_VERSION, subresource_uris: { media: `${uri}/Media.json` } };
    },
  },
});
