import { Type } from 'typebox';
import { DateTime, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';

export const Collection = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the collection.', readOnly: true, example: 'apideck-io' }),
    parent_id: NullableString({ description: 'Parent collection, where the platform nests them.' }),
    type: NullableString({ description: 'Kind of collection on the platform (e.g. software project).', example: 'software' }),
    name: NullableString({ description: 'Name of the collection.', example: 'Main IT Issues' }),
    description: NullableString({ description: 'Description of the collection.' }),
    updated_at: DateTime({ readOnly: true }),
    created_at: DateTime({ readOnly: true }),
  }),
  { additionalProperties: false, title: 'Collection' },
);

export const collections = defineResource({
  api: 'issue-tracking',
  id: 'collections',
  name: 'Collections',
  singular: 'collection',
  model: Collection,
  path: '/issue-tracking/collections',
  idParam: 'collection_id',
  // The reference API shows list and get only.
  operations: ['all', 'one'],
  sortFields: ['name', 'created_at', 'updated_at'],
});
