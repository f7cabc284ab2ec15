import { Type } from 'typebox';
import { DateTime, NullableInteger, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';

/** The documents that take attachments, as the reference's paths name them. */
export const ATTACHMENT_REFERENCE_TYPES = ['invoice', 'bill', 'expense', 'expense-report', 'quote'] as const;

export const AttachmentReference = Type.Object(
  optional({
    type: StringEnum(ATTACHMENT_REFERENCE_TYPES, { description: 'Kind of document.' }),
    id: Type.String({ description: 'Id of the document.', readOnly: true, example: '12345' }),
  }),
  { additionalProperties: false },
);

/** The reference API's Attachment (accounting.yml), without its custom_mappings and pass_through. */
export const Attachment = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the attachment.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the attachment as the platform shows it to people.', example: 'sample ID' }),
    name: NullableString({ description: 'File name.', example: 'sample.jpg' }),
    mime_type: NullableString({ description: 'Media type of the file.', example: 'image/jpeg' }),
    size: NullableInteger({ description: 'Size of the file in bytes.', example: 1810673 }),
    reference: AttachmentReference,
    description: NullableString({ description: 'Description of the file.', example: 'A sample image' }),
    file_url: NullableString({ description: 'Where the file can be downloaded or previewed.', example: 'https://example.com/files/sample.jpg' }),
    parent_folder_id: NullableString({ description: 'Id of the folder holding the file, on platforms that keep folders.', example: '123' }),
    updated_by: NullableString({ description: 'User who last changed the attachment.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the attachment.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the attachment was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the attachment was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Attachment' },
);

export const attachments = defineResource({
  api: 'accounting',
  id: 'attachments',
  name: 'Attachments',
  singular: 'attachment',
  model: Attachment,
  path: '/accounting/attachments/:reference_type/:reference_id',
  pathParamSchemas: {
    reference_type: StringEnum(ATTACHMENT_REFERENCE_TYPES, { description: 'Kind of document the files are attached to.', example: 'invoice' }),
    reference_id: Type.String({ minLength: 1, maxLength: 512, description: 'Id of the document the files are attached to.', example: '123456' }),
  },
  // The reference's paths: the document the files are attached to is named by its kind and id.
  operations: ['all', 'one', 'add', 'delete'],
  // Upload: the file's bytes as the body, its name and description in x-svc-metadata.
  addBody: 'file',
  download: true,
  events: [],
});
