/**
 * Files (file-storage.yml's UnifiedFile): listed by folder or drive, read,
 * renamed or moved, deleted, searched (`POST /files/search`), downloaded and
 * exported as bytes, uploaded with a raw streamed body (its fields in
 * `x-svc-metadata`, up to 100 MB). SPEC.md's compact File adds
 * `parent_folder_id`, the folder the file is in.
 */
import { Type } from 'typebox';
import { filterBoolean, filterText } from '../common/filters.js';
import { auditFields, NullableArray, NullableInteger, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { DownstreamId, FileType, ItemId, ItemName, Owner, ParentFolderId, ParentFolders } from './parts.js';

/** The File Storage API's largest direct upload (the reference's 100 MB); bigger files go through upload sessions. */
export const FILE_UPLOAD_STREAM_MAX_BYTES = 100 * 1024 * 1024;

export const UnifiedFile = Type.Object(
  optional(
    {
      id: ItemId('file'),
      downstream_id: DownstreamId,
      name: NullableString({ description: 'The name of the file.', example: 'sample.jpg' }),
      description: NullableString({ description: 'Optional description of the file.', example: 'A sample image' }),
      type: FileType,
      path: NullableString({ description: 'The full path of the file or folder (includes the file name).', example: '/Documents/sample.jpg' }),
      mime_type: NullableString({ description: 'The MIME type of the file.', example: 'image/jpeg' }),
      downloadable: Type.Boolean({ description: 'Whether the current user can download this file.' }),
      size: NullableInteger({ description: 'The size of the file in bytes.', example: 1810673 }),
      owner: Owner,
      parent_folder_id: NullableString({ description: 'The folder the file is in (SPEC.md\'s compact File).', readOnly: true, example: '1234' }),
      parent_folders: ParentFolders,
      parent_folders_complete: Type.Boolean({ description: 'Whether the list of parent folders is complete. Some connectors only return the direct parent of a file.' }),
      permissions: Type.Object({ download: Type.Optional(Type.Boolean({ description: 'Whether the current user can download this file.' })) }, { description: 'Permissions the current user has on this file.' }),
      exportable: Type.Boolean({ description: 'Whether the file can be exported to other formats (Google Docs, Dropbox Paper).' }),
      export_formats: NullableArray(Type.String({ description: 'A format (media type) the file exports to.', example: 'application/pdf' }), { description: 'The formats the file exports to.', maxItems: 100 }),
      ...auditFields,
    },
    ['id', 'name', 'type'],
  ),
  { additionalProperties: false, title: 'UnifiedFile' },
);

/** The metadata of an upload (`x-svc-metadata`): the reference's CreateFileRequest. */
export const CreateFileRequest = Type.Object(
  optional(
    {
      name: ItemName('The name of the file.', 'Documents'),
      parent_folder_id: ParentFolderId,
      drive_id: Type.String({ description: 'ID of the drive to upload to.', example: '1234', maxLength: 512 }),
      description: Type.String({ description: 'Optional description of the file.', example: 'My Personal Documents', maxLength: 4096 }),
    },
    ['name', 'parent_folder_id'],
  ),
  { additionalProperties: false, title: 'CreateFileRequest' },
);

export const UpdateFileRequest = Type.Object(
  optional({
    name: ItemName('The name of the file.', 'New Name.pdf'),
    description: Type.String({ description: 'Optional description of the file.', example: 'Renamed PDF Document', maxLength: 4096 }),
    parent_folder_id: ParentFolderId,
  }),
  { additionalProperties: false, title: 'UpdateFileRequest' },
);

export const FilesSearch = Type.Object(
  optional(
    {
      query: Type.String({ description: 'The query to search for. May match across multiple fields.', example: 'logo jpg', minLength: 1, maxLength: 1024 }),
      drive_id: Type.String({ description: 'ID of the drive to filter on.', example: '1234', maxLength: 512 }),
    },
    ['query'],
  ),
  { additionalProperties: false, title: 'FilesSearch' },
);

const ExportQuery = Type.Object(
  { format: Type.String({ description: 'Format to export the file to: one of the file\'s `export_formats`.', example: 'application/pdf', minLength: 1, maxLength: 255 }) },
  { required: ['format'] },
);

export const files = defineResource({
  api: 'file-storage',
  id: 'files',
  name: 'Files',
  singular: 'file',
  model: UnifiedFile,
  path: '/file-storage/files',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  addBody: 'stream',
  streamMaxBytes: FILE_UPLOAD_STREAM_MAX_BYTES,
  download: true,
  filters: {
    drive_id: filterText('ID of the drive to filter on.', '1234'),
    folder_id: filterText('ID of the folder to filter on; the root folder has the alias "root".', 'root'),
    shared: filterBoolean('Only files and folders that are shared.'),
  },
  sortFields: ['created_at', 'updated_at', 'name'],
  writeModels: { add: CreateFileRequest, update: UpdateFileRequest },
  actions: [
    {
      name: 'search',
      operationId: 'filesSearch',
      summary: 'Search files',
      description: 'Lists the files (and folders) matching a query, a page at a time, as the list does.',
      method: 'POST',
      on: 'collection',
      route: 'search',
      request: { kind: 'json', model: FilesSearch },
      listParameters: true,
      response: 'list',
      hints: { readOnly: true, destructive: false, idempotent: true },
    },
    {
      name: 'export',
      operationId: 'filesExport',
      summary: 'Export a file',
      description: 'Answers the file converted to `format` (one of its `export_formats`), as bytes of that media type.',
      method: 'GET',
      on: 'item',
      route: 'export',
      query: ExportQuery,
      response: 'file',
      hints: { readOnly: true, destructive: false, idempotent: true },
    },
  ],
});
