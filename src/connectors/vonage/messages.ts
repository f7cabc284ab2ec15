/**
 * Unified SMS messages on Vonage's SMS API (https://developer.vonage.com/en/api/sms):
 * create sends (`POST /sms/json`, form-encoded; the mapping is
 * message-fields.ts). The API keeps nothing a client can read, change or
 * delete (Vonage reports deliveries by webhook only), so list, get, update
 * and delete are not offered and answer ConnectorOperationUnsupportedError.
 */
import { messages } from '../../unified/sms/messages.js';
import { collection } from '../kit/index.js';
import { vonageDialect } from './dialect.js';
import { messageFields } from './message-fields.js';
import { acceptedId } from './sms-status.js';

export const vonageMessages = collection(messages, {
  dialect: vonageDialect,
  downstream: { id: 'sms', name: 'SMS' },
  what: 'message',
  fields: messageFields,
  path: '/sms/json',
  // A long text is split into several messages at Vonage: the unified id is the first part's.
  idAt: acceptedId,
  one: false,
  add: true,
  hooks: {
    // The send's callback (where its delivery receipts go) is the connection's inbound URL: the service verifies each
    // receipt and publishes `sms.message.updated`, to the message's own webhook_url too. Without one (a context
    // outside the service's routes), webhook_url is given to Vonage as is.
    beforeWrite: (ctx, { body }) => (ctx.inboundUrl ? { ...(body as object), callback: ctx.inboundUrl } : body),
  },
  // Vonage (and its emulator) sends a delivery receipt per part when a sent message's status
  // moves, and `inbound-sms` when a message reaches one of the account's numbers.
  events: [
    { action: 'created', downstream: 'inbound-sms' },
    { action: 'updated', downstream: 'delivery-receipt' },
  ],
});
