/** Drives and drive groups (file-storage.yml): shared drives and the groups (sites) they belong to. */
import { Type } from 'typebox';
import { filterText } from '../common/filters.js';
import { auditFields, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ItemId } from './parts.js';

const description = NullableString({ title: 'Description', description: 'A description of the object.', example: 'A description' });

export const Drive = Type.Object(
  optional({ id: ItemId('drive'), name: Type.String({ description: 'The name of the drive.', example: 'Project Resources', minLength: 1, maxLength: 1024 }), description, ...auditFields }, ['id', 'name']),
  { additionalProperties: false, title: 'Drive' },
);

export const DriveGroup = Type.Object(
  optional(
    {
      id: ItemId('drive group'),
      name: Type.String({ description: 'The name of the drive group.', example: 'accounting', minLength: 1, maxLength: 1024 }),
      display_name: NullableString({ description: 'The display name of the drive group.', example: 'accounting', maxLength: 1024 }),
      description,
      ...auditFields,
    },
    ['id', 'name'],
  ),
  { additionalProperties: false, title: 'DriveGroup' },
);

export const drives = defineResource({
  api: 'file-storage',
  id: 'drives',
  name: 'Drives',
  singular: 'drive',
  model: Drive,
  path: '/file-storage/drives',
  operations: ALL_OPERATIONS,
  filters: { group_id: filterText('ID of the drive group to filter on.', '1234') },
  // The reference reports a drive's changes only (file-storage.drive.updated).
  events: ['updated'],
});

export const driveGroups = defineResource({
  api: 'file-storage',
  id: 'drive-groups',
  name: 'Drive Groups',
  singular: 'drive group',
  eventResource: 'drive_group',
  model: DriveGroup,
  path: '/file-storage/drive-groups',
  operations: ALL_OPERATIONS,
  filters: { parent_group_id: filterText('ID of the drive group to filter on.', '1234') },
  events: [],
});
