import { Type } from 'typebox';
import { NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { OBJECT_TYPE_DESCRIPTION } from './lists.js';

/** The reference API's ListMember (crm.yml): a record in a list, by its id and kind. */
export const ListMember = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Id of the record on the platform.', readOnly: true, example: '12345' }),
      object_type: NullableString({ description: OBJECT_TYPE_DESCRIPTION, example: 'contacts' }),
    },
    ['id'],
  ),
  { additionalProperties: false, title: 'List Member' },
);

export const listMembers = defineResource({
  api: 'crm',
  id: 'list-members',
  name: 'List Members',
  singular: 'list member',
  model: ListMember,
  // The reference API names the list's id `id` in this path.
  path: '/crm/lists/:id/members',
  // Its own id never appears in a path (list only): named apart from the list's `id`.
  idParam: 'member_id',
  // The reference API shows list only.
  operations: ['all'],
  events: [],
});
