/** Shared links (file-storage.yml's SharedLink): a link that opens a file or folder, for anyone or the company. */
import { Type } from 'typebox';
import { DateTime, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { FileType } from './parts.js';

export const SHARED_LINK_SCOPES = ['public', 'company'] as const;

export const SharedLinkTarget = Type.Object(
  optional({ id: Type.String({ description: 'Unique identifier of the file or folder.', readOnly: true, example: '12345' }), name: NullableString({ description: 'The name of the file.', example: 'sample.jpg' }), type: FileType }, ['id']),
  { additionalProperties: false, title: 'SharedLinkTarget', readOnly: true },
);

export const SharedLink = Type.Object(
  optional(
    {
      url: NullableString({ description: 'The URL that opens the item.', readOnly: true, example: 'https://app.box.com/s/vspke7y05sb214wjokpk' }),
      download_url: NullableString({ description: 'The URL that downloads the file.', example: 'https://app.box.com/shared/static/rh935iit6ewrmw0unyul.jpeg' }),
      target_id: NullableString({ description: 'The ID of the file or folder to link.', writeOnly: true, example: '12345', maxLength: 512 }),
      target: SharedLinkTarget,
      scope: NullableEnum(SHARED_LINK_SCOPES, { description: 'Who the link opens the item for.', example: 'company' }),
      password_protected: NullableBoolean({ description: 'Whether the link asks for a password.', readOnly: true }),
      password: NullableString({ description: 'Optional password for the link.', writeOnly: true, maxLength: 256 }),
      expires_at: DateTime({ description: 'When the link stops working.', readOnly: true }),
      updated_at: DateTime({ title: 'Updated at', description: 'When the object was last updated.', readOnly: true }),
      created_at: DateTime({ title: 'Created at', description: 'When the object was created.', readOnly: true }),
    },
    ['target_id'],
  ),
  { additionalProperties: false, title: 'SharedLink' },
);

export const sharedLinks = defineResource({
  api: 'file-storage',
  id: 'shared-links',
  name: 'Shared Links',
  singular: 'shared link',
  eventResource: 'shared_link',
  model: SharedLink,
  path: '/file-storage/shared-links',
  operations: ALL_OPERATIONS,
  // The reference declares no shared-link events.
  events: [],
});
