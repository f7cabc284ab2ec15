/**
 * Folders (file-storage.yml's Folder): created, read, renamed or moved,
 * deleted and copied (`POST /folders/{id}/copy`). The reference has no folder
 * list: a folder's content is the files list with `filter[folder_id]`.
 */
import { Type } from 'typebox';
import { auditFields, NullableBoolean, NullableInteger, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { DownstreamId, ItemId, ItemName, Owner, ParentFolderId, ParentFolders } from './parts.js';

export const Folder = Type.Object(
  optional(
    {
      id: ItemId('folder'),
      downstream_id: DownstreamId,
      name: Type.String({ description: 'The name of the folder.', example: 'Documents' }),
      description: NullableString({ description: 'Optional description of the folder.', example: 'My Personal Documents' }),
      path: NullableString({ description: 'The full path of the folder (includes the folder name).', readOnly: true, example: '/Personal/Documents' }),
      size: NullableInteger({ description: 'The size of the folder in bytes.', readOnly: true, example: 1810673 }),
      downloadable: NullableBoolean({ description: 'Whether the current user can download the contents of this folder.' }),
      owner: Owner,
      parent_folders: ParentFolders,
      parent_folders_complete: Type.Boolean({ description: 'Whether the list of parent folders is complete. Some connectors only return the direct parent of a folder.', readOnly: true }),
      ...auditFields,
    },
    ['name', 'parent_folders'],
  ),
  { additionalProperties: false, title: 'Folder' },
);

const name = ItemName('The name of the folder.', 'Documents');
const description = Type.String({ description: 'Optional description of the folder.', example: 'My Personal Documents', maxLength: 4096 });
const id = Type.String({ description: 'Unique identifier of the folder.', readOnly: true, example: '12345' });

export const CreateFolderRequest = Type.Object(
  optional({ id, name, description, parent_folder_id: ParentFolderId, drive_id: Type.String({ description: 'ID of the drive to create the folder in.', example: '1234', maxLength: 512 }) }, ['name', 'parent_folder_id']),
  { additionalProperties: false, title: 'CreateFolderRequest' },
);

export const UpdateFolderRequest = Type.Object(optional({ id, name, description, parent_folder_id: ParentFolderId }), { additionalProperties: false, title: 'UpdateFolderRequest' });

export const CopyFolderRequest = Type.Object(optional({ id, name, parent_folder_id: ParentFolderId }, ['parent_folder_id']), { additionalProperties: false, title: 'CopyFolderRequest' });

export const folders = defineResource({
  api: 'file-storage',
  id: 'folders',
  name: 'Folders',
  singular: 'folder',
  model: Folder,
  path: '/file-storage/folders',
  operations: ['one', 'add', 'update', 'delete'],
  writeModels: { add: CreateFolderRequest, update: UpdateFolderRequest },
  addAcceptsFields: true,
  // The reference declares no folder events.
  events: [],
  actions: [
    {
      name: 'copy',
      operationId: 'foldersCopy',
      summary: 'Copy a folder',
      description: 'Copies the folder with everything in it into `parent_folder_id`, under `name` where given; `data.id` is the copy\'s id.',
      method: 'POST',
      on: 'item',
      route: 'copy',
      request: { kind: 'json', model: CopyFolderRequest },
      response: 'id',
      hints: { readOnly: false, destructive: false, idempotent: false },
    },
  ],
});
