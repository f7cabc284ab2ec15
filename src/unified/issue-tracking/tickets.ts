import { Type } from 'typebox';
import { DateTime, NullableEnum, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

/** Unified statuses; a platform value with no clear mapping is passed through as is. */
export const TICKET_STATUSES = ['open', 'in_progress', 'closed'] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const Assignee = Type.Object(
  {
    id: Type.String({ description: 'Id of the user on the platform.', example: '12345' }),
    username: Type.Optional(NullableString({ description: 'Display name of the user.', readOnly: true })),
  },
  { additionalProperties: false },
);

export const Tag = Type.Object(
  {
    id: Type.Optional(NullableString({ description: 'Id of the tag, where the platform has one.' })),
    name: Type.Optional(NullableString({ description: 'Name of the tag.' })),
  },
  { additionalProperties: false },
);

export const Ticket = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the ticket.', readOnly: true, example: '12345' }),
    parent_id: NullableString({ description: 'Parent ticket.' }),
    collection_id: NullableString({ description: 'Collection the ticket belongs to.', readOnly: true }),
    type: NullableString({ description: 'Type of the ticket on the platform (Task, Bug...).', example: 'Bug' }),
    subject: NullableString({ description: 'Subject of the ticket.', example: 'Technical Support Request' }),
    description: NullableString({ description: 'Description; HTML where the connector maps it.' }),
    status: NullableString({
      description: 'open, in_progress or closed; the platform\'s own value when it has no clear mapping.',
      example: 'open',
    }),
    priority: NullableEnum(TICKET_PRIORITIES, { description: 'Priority of the ticket.' }),
    assignees: Type.Array(Assignee, { maxItems: 50 }),
    due_date: DateTime({ description: 'Due date.', readOnly: false }),
    tags: Type.Array(Tag, { maxItems: 100 }),
    completed_at: DateTime({ description: 'When the ticket was completed.', readOnly: true }),
    created_by: NullableString({ description: 'User who created the ticket.', readOnly: true }),
    updated_at: DateTime({ readOnly: true }),
    created_at: DateTime({ readOnly: true }),
  }),
  { additionalProperties: false, title: 'Ticket' },
);

export const tickets = defineResource({
  api: 'issue-tracking',
  id: 'tickets',
  name: 'Tickets',
  singular: 'ticket',
  model: Ticket,
  path: '/issue-tracking/collections/:collection_id/tickets',
  idParam: 'ticket_id',
  operations: ALL_OPERATIONS,
  // SPEC.md puts Idempotency-Key on accounting creates; until those exist, the creates of the APIs we have honour it.
  idempotencyKeyOperations: ['add'],
  filters: {
    status: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      maxItems: 20,
      description: 'Only tickets with one of these statuses (open, in_progress, closed, or a platform value).',
    }),
    since: Type.String({ format: 'date-time', description: 'Only tickets updated since this date-time.' }),
    assignee_id: Type.String({ minLength: 1, maxLength: 200, description: 'Only tickets assigned to this user.' }),
  },
  updatedSinceFilter: 'since',
  sortFields: ['created_at', 'updated_at'],
});
