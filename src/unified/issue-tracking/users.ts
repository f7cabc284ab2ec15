import { Type } from 'typebox';
import { DateTime, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';

/** The reference API's CollectionUser (issue-tracking.yml): a person who can work on a collection's tickets. */
export const CollectionUser = Type.Object(
  optional({
    id: NullableString({ title: 'ID', description: 'Id of the user on the platform.', readOnly: true, example: '12345' }),
    name: NullableString({ title: 'Name', description: 'Full name of the user.', example: 'Elon Musk', 'x-pii': true }),
    first_name: NullableString({ description: 'First name of the user.', example: 'Elon', 'x-pii': true }),
    last_name: NullableString({ description: 'Last name of the user.', example: 'Musk', 'x-pii': true }),
    email: NullableString({ description: 'Email address of the user.', example: 'elon@musk.com', 'x-pii': true }),
    photo_url: NullableString({ title: 'Photo URL', description: 'URL of the user\'s photo.', example: 'https://unavatar.io/elon-musk' }),
    updated_at: DateTime({ readOnly: true }),
    created_at: DateTime({ readOnly: true }),
  }),
  { additionalProperties: false, title: 'CollectionUser' },
);

export const users = defineResource({
  api: 'issue-tracking',
  id: 'users',
  name: 'Users',
  singular: 'user',
  model: CollectionUser,
  path: '/issue-tracking/collections/:collection_id/users',
  // The reference API names the user's own path parameter `id`.
  idParam: 'id',
  operationIdBase: 'collectionUsers',
  // The reference API shows list and get only, with no filter or sort.
  operations: ['all', 'one'],
});
