import { Type } from 'typebox';
import { NullableString } from '../common/schema.js';
import { defineResource } from '../define.js';

/** The reference API's CollectionTag (issue-tracking.yml): a label the collection's tickets can carry. */
export const CollectionTag = Type.Object(
  {
    id: NullableString({ title: 'ID', description: 'Id of the tag; its name where the platform has no other id.', example: '12345' }),
    name: Type.Optional(NullableString({ title: 'Name', description: 'The name of the tag.', readOnly: true, example: 'User Experience' })),
  },
  { additionalProperties: false, title: 'CollectionTag' },
);

export const tags = defineResource({
  api: 'issue-tracking',
  id: 'tags',
  name: 'Tags',
  singular: 'tag',
  model: CollectionTag,
  path: '/issue-tracking/collections/:collection_id/tags',
  operationIdBase: 'collectionTags',
  // The reference API shows list only, with no filter or sort.
  operations: ['all'],
});
