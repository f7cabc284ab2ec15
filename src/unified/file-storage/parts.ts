/** Pieces the File Storage models share (file-storage.yml): where an item sits, who owns it, what kind it is. */
import { Type } from 'typebox';
import { NullableEnum, NullableString, optional } from '../common/schema.js';

export const FILE_TYPES = ['file', 'folder', 'url'] as const;

/** The reference's Id: read-only text. */
export const ItemId = (what: string) => Type.String({ description: `Unique identifier of the ${what}.`, readOnly: true, example: '12345' });

/** A folder above an item: the reference's LinkedFolder. */
export const LinkedFolder = Type.Object(
  optional({ id: Type.String({ description: 'Unique identifier of the folder.', readOnly: true, example: '12345' }), name: NullableString({ description: 'The name of the folder.', example: 'Personal' }) }, ['id']),
  { title: 'LinkedFolder' },
);

export const ParentFolders = Type.Array(LinkedFolder, { description: 'The parent folders of the item, starting from the root.', maxItems: 1000 });

export const Owner = Type.Object(
  optional({
    id: Type.String({ description: 'ID of the owner.', readOnly: true, example: '12345' }),
    email: NullableString({ description: 'Email of the owner.', readOnly: true, example: 'hello@example.com', 'x-pii': true }),
    name: NullableString({ description: 'Name of the owner.', readOnly: true, example: 'Robin Hale', 'x-pii': true }),
  }),
  { title: 'Owner', readOnly: true },
);

export const FileType = NullableEnum(FILE_TYPES, { description: 'The type of resource: file, folder or url.', readOnly: true, example: 'file' });

/** The reference's ParentFolderId: where a new item goes; "root" names the top folder. */
export const ParentFolderId = Type.String({ description: 'The folder to put the item in: its id, or "root" for the top folder.', example: '1234', minLength: 1, maxLength: 512 });

export const DownstreamId = NullableString({ description: 'The platform\'s id of the item.', readOnly: true, example: '12345' });

/** A write's name: the platforms' own limits are lower (Box 255 characters), which they say themselves. */
export const ItemName = (description: string, example: string) => Type.String({ description, example, minLength: 1, maxLength: 1024 });
