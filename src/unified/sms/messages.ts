import { Type } from 'typebox';
import { StringEnum, auditFields, optional } from '../common/schema.js';
import { Currency } from '../common/models.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

export const MESSAGE_TYPES = ['sms', 'mms'] as const;
export const MESSAGE_DIRECTIONS = ['inbound', 'outbound-api', 'outbound-call', 'outbound-reply', 'unknown'] as const;
export const MESSAGE_STATUSES = [
  'accepted', 'scheduled', 'canceled', 'queued', 'sending', 'sent', 'failed', 'delivered', 'undelivered', 'receiving', 'received', 'read',
] as const;

export const MESSAGE_BODY_MAX_LENGTH = 1600;

export const Message = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the message.', readOnly: true, example: '12345' }),
      from: Type.String({ description: 'Phone number that initiated the message.', example: '+15017122661' }),
      to: Type.String({ description: 'Phone number that received the message.', example: '+15017122662' }),
      subject: Type.String({ description: 'Subject, where the platform has one.', example: 'Picture' }),
      body: Type.String({ maxLength: MESSAGE_BODY_MAX_LENGTH, description: 'The message text.', example: 'Hi! How are you doing?' }),
      type: StringEnum(MESSAGE_TYPES, { description: 'sms for text messages, mms for multimedia messages.' }),
      number_of_units: Type.Integer({ description: 'Number of units (segments) the message was split into.', readOnly: true }),
      number_of_media_files: Type.Integer({ description: 'Number of media files attached.', readOnly: true }),
      direction: StringEnum(MESSAGE_DIRECTIONS, { description: 'Direction of the message.', readOnly: true }),
      status: StringEnum(MESSAGE_STATUSES, { description: 'Delivery status.', readOnly: true }),
      scheduled_at: Type.String({ format: 'date-time', description: 'When the message is scheduled to be sent.', example: '2020-09-30T07:43:32.000Z' }),
      // Left out, never null, until the message is sent: the reference types it as a non-nullable string.
      sent_at: Type.String({ format: 'date-time', description: 'When the message was sent; absent until it is.', readOnly: true, example: '2020-09-30T07:43:32.000Z' }),
      webhook_url: Type.String({ description: 'URL that receives delivery notifications of this message.' }),
      reference: Type.String({ description: 'A client reference.', example: 'CUST001' }),
      price: Type.Object(
        {
          per_unit: Type.Optional(Type.String({ description: 'Price of one unit (segment); absent when the platform does not tell it.', example: '0.01' })),
          total_amount: Type.Optional(Type.String({ description: 'Price of the whole message; absent until the platform has priced it.', example: '0.01' })),
          currency: Type.Optional(Currency),
        },
        { readOnly: true, additionalProperties: false, description: 'Price of the message. Fields the platform has no value for are left out (the reference types them as non-nullable strings).' },
      ),
      error: Type.Object(
        {
          code: Type.Optional(Type.String({ description: 'The platform\'s error code.' })),
          message: Type.Optional(Type.String({ description: 'The platform\'s explanation; absent when it gives none.' })),
        },
        { readOnly: true, additionalProperties: false, description: 'Why the message failed or was not delivered.' },
      ),
      messaging_service_id: Type.String({ description: 'Messaging service used to send the message.' }),
      ...auditFields,
    },
    ['from', 'to', 'body'],
  ),
  { additionalProperties: false, title: 'Message' },
);

export const messages = defineResource({
  api: 'sms',
  id: 'messages',
  name: 'Messages',
  singular: 'message',
  model: Message,
  path: '/sms/messages',
  operations: ALL_OPERATIONS,
  // SPEC.md puts Idempotency-Key on accounting creates; until those exist, the creates of the APIs we have honour it.
  idempotencyKeyOperations: ['add'],
  // The reference API lists from, to and body as required on update too.
  updateRequired: ['from', 'to', 'body'],
  // SPEC.md: the message's webhook_url receives its delivery notifications.
  notificationUrlField: 'webhook_url',
});
