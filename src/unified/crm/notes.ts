import { Type } from 'typebox';
import { DateTime, NullableBoolean, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { createdSince, filterText, updatedSince } from '../common/filters.js';

/** The reference API's Note (crm.yml), without its custom_mappings and pass_through. */
export const Note = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the note.', readOnly: true, example: '12345' }),
    title: NullableString({ description: 'Title of the note.', example: 'Meeting Notes' }),
    content: NullableString({ description: 'Text of the note; HTML where the platform keeps it.', example: 'Office hours are 9AM-6PM' }),
    owner_id: NullableString({ description: 'User who owns the note.', example: '12345' }),
    contact_id: NullableString({ description: 'Contact the note is about.', example: '12345' }),
    company_id: NullableString({ description: 'Company the note is about.', example: '12345' }),
    opportunity_id: NullableString({ description: 'Opportunity the note is about.', example: '12345' }),
    activity_id: NullableString({ description: 'Activity the note is about.', example: '12345' }),
    lead_id: NullableString({ description: 'Lead the note is about.', example: '12345' }),
    active: NullableBoolean({ description: 'Whether the note is active.', example: true }),
    updated_by: NullableString({ description: 'User who last updated the note.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the note.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the note was last updated.', readOnly: true }),
    created_at: DateTime({ description: 'When the note was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Note' },
);

export const notes = defineResource({
  api: 'crm',
  id: 'notes',
  name: 'Notes',
  singular: 'note',
  model: Note,
  path: '/crm/notes',
  operations: ALL_OPERATIONS,
  // Virtual webhooks read changes with it where the connector honours it.
  updatedSinceFilter: 'updated_since',
  filters: {
    title: filterText('Only notes with this title.'),
    owner_id: filterText('Only notes owned by this user.'),
    updated_since: updatedSince('notes'),
    created_since: createdSince('notes'),
  },
});
