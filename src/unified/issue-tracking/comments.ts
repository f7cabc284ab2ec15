import { Type } from 'typebox';
import { DateTime, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

/** The reference API's CollectionTicketComment (issue-tracking.yml), without its custom_mappings and pass_through. */
export const CollectionTicketComment = Type.Object(
  optional({
    id: Type.String({ title: 'ID', description: 'Unique identifier of the comment.', readOnly: true, example: '12345' }),
    body: NullableString({ title: 'Body', description: 'Body of the comment; HTML where the connector maps it.', example: 'What internet provider do you use?' }),
    created_by: NullableString({ title: 'Created by', description: 'The user who wrote the comment.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ readOnly: true }),
    created_at: DateTime({ readOnly: true }),
  }),
  { additionalProperties: false, title: 'CollectionTicketComment' },
);

export const comments = defineResource({
  api: 'issue-tracking',
  id: 'comments',
  name: 'Comments',
  singular: 'comment',
  model: CollectionTicketComment,
  path: '/issue-tracking/collections/:collection_id/tickets/:ticket_id/comments',
  // The reference API names the comment's own path parameter `id`, its parents collection_id and ticket_id.
  idParam: 'id',
  operationIdBase: 'collectionTicketComments',
  operations: ALL_OPERATIONS,
  // The reference declares cursor and limit on the get of one comment; a generated client sends them.
  oneAcceptsListParameters: ['cursor', 'limit'],
  // The reference marks nothing required, but body is a comment's only writable field: a create without it says nothing.
  createRequired: ['body'],
  sortFields: ['created_at', 'updated_at'],
});
