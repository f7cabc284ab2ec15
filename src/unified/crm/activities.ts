import { Type } from 'typebox';
import { Address, CustomField } from '../common/models.js';
import { DateTime, NullableBoolean, NullableEnum, NullableInteger, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { filterText, updatedSince } from '../common/filters.js';

export const ACTIVITY_TYPES = ['call', 'meeting', 'email', 'note', 'task', 'deadline', 'send-letter', 'send-quote', 'other'] as const;
export const ACTIVITY_SHOW_AS = ['free', 'busy'] as const;
export const ATTENDEE_STATUSES = ['accepted', 'tentative', 'declined'] as const;

/** Someone taking part in an activity (a meeting's guest, for example). */
export const ActivityAttendee = Type.Object(
  optional({
    id: NullableString({ description: 'Unique identifier of the attendee.', readOnly: true, example: '12345' }),
    name: NullableString({ minLength: 1, description: 'Full name of the attendee.', example: 'Elon Musk', 'x-pii': true }),
    first_name: NullableString({ description: 'First name.', example: 'Elon', 'x-pii': true }),
    middle_name: NullableString({ description: 'Middle name.', example: 'D.', 'x-pii': true }),
    last_name: NullableString({ description: 'Last name.', example: 'Musk', 'x-pii': true }),
    prefix: NullableString({ description: 'Name prefix.', example: 'Mr.' }),
    suffix: NullableString({ description: 'Name suffix.', example: 'PhD' }),
    email_address: NullableString({ description: 'Email address of the attendee.', example: 'elon@musk.com', 'x-pii': true }),
    is_organizer: NullableBoolean({ description: 'Whether the attendee organises the activity.', example: true }),
    status: NullableEnum(ATTENDEE_STATUSES, { description: 'The attendee\'s answer to the invitation.', example: 'accepted' }),
    user_id: NullableString({ description: 'The attendee as a user of the platform.', readOnly: true, example: '12345' }),
    contact_id: NullableString({ description: 'The attendee as a contact.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the attendee was last updated.', readOnly: true }),
    created_at: DateTime({ description: 'When the attendee was added.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Activity Attendee' },
);

const relatedId = (what: string) => NullableString({ description: `The ${what} the activity concerns.`, example: '12345' });

/** The reference API's Activity (crm.yml), without its custom_mappings and pass_through: a call, meeting, email, task... */
export const Activity = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the activity.', readOnly: true, example: '12345' }),
      downstream_id: NullableString({ description: 'The platform\'s own id of the activity, where it differs from id.', readOnly: true, example: '12345' }),
      activity_datetime: DateTime({ description: 'When the activity takes place.', example: '2021-05-01T12:00:00.000Z' }),
      duration_seconds: NullableInteger({ minimum: 0, description: 'Length of the activity in seconds.', example: 1800 }),
      user_id: NullableString({ description: 'The user the activity concerns.', example: '12345' }),
      account_id: relatedId('account'),
      contact_id: relatedId('contact'),
      company_id: relatedId('company'),
      opportunity_id: relatedId('opportunity'),
      lead_id: relatedId('lead'),
      owner_id: NullableString({ description: 'User who owns the activity.', example: '12345' }),
      campaign_id: relatedId('campaign'),
      case_id: relatedId('case'),
      asset_id: relatedId('asset'),
      contract_id: relatedId('contract'),
      product_id: relatedId('product'),
      solution_id: relatedId('solution'),
      custom_object_id: relatedId('custom object'),
      type: NullableEnum(ACTIVITY_TYPES, { description: 'Kind of activity.', example: 'meeting' }),
      title: NullableString({ description: 'Title of the activity.', example: 'Meeting' }),
      description: NullableString({ description: 'Free text about the activity.', example: 'More info about the meeting' }),
      note: NullableString({ title: 'Note (internal)', description: 'An internal note about the activity.', example: 'An internal note about the meeting' }),
      location: NullableString({ description: 'Where the activity takes place.', example: 'Space' }),
      location_address: Address,
      all_day_event: NullableBoolean({ description: 'Whether the activity lasts all day.', example: false }),
      private: NullableBoolean({ description: 'Whether the activity is private.', example: true }),
      group_event: NullableBoolean({ description: 'Whether the activity is a group event.', example: true }),
      event_sub_type: NullableString({ description: 'Sub-type of the group event.', example: 'debrief' }),
      group_event_type: NullableString({ description: 'Type of the group event.', example: 'Proposed' }),
      child: NullableBoolean({ description: 'Whether the activity belongs to another activity.', example: false }),
      archived: NullableBoolean({ description: 'Whether the activity is archived.', example: false }),
      deleted: NullableBoolean({ description: 'Whether the activity is deleted.', example: false }),
      show_as: NullableEnum(ACTIVITY_SHOW_AS, { description: 'How the activity shows in a calendar.', example: 'busy' }),
      done: NullableBoolean({ title: 'Done', description: 'Whether the activity is done.', example: false }),
      start_datetime: DateTime({ description: 'When the activity starts.', example: '2021-05-01T12:00:00.000Z' }),
      end_datetime: DateTime({ description: 'When the activity ends.', example: '2021-05-01T12:30:00.000Z' }),
      duration_minutes: NullableInteger({ description: 'Length of the activity in minutes.', readOnly: true, example: 30 }),
      activity_date: NullableString({ format: 'date', description: 'Day of the activity (YYYY-MM-DD).', example: '2021-05-01' }),
      end_date: NullableString({ format: 'date', description: 'Last day of the activity (YYYY-MM-DD).', example: '2021-05-01' }),
      recurrent: Type.Boolean({ description: 'Whether the activity repeats.', example: false }),
      reminder_datetime: DateTime({ description: 'When a reminder of the activity is due.', example: '2021-05-01T17:00:00.000Z' }),
      reminder_set: NullableBoolean({ description: 'Whether a reminder is set.', example: false }),
      video_conference_url: NullableString({ title: 'Meeting URL', description: 'Link to the video conference.', example: 'https://meet.example.com/j/88120759396' }),
      video_conference_id: NullableString({ title: 'Meeting ID', description: 'Id of the video conference.', example: 'zoom:88120759396' }),
      custom_fields: Type.Array(CustomField, { maxItems: 500, description: 'Custom fields of the activity.' }),
      attendees: Type.Array(ActivityAttendee, { maxItems: 500 }),
      updated_by: NullableString({ description: 'User who last updated the activity.', readOnly: true, example: '12345' }),
      created_by: NullableString({ description: 'User who created the activity.', readOnly: true, example: '12345' }),
      updated_at: DateTime({ description: 'When the activity was last updated.', readOnly: true }),
      created_at: DateTime({ description: 'When the activity was created.', readOnly: true }),
    },
    ['type'],
  ),
  { additionalProperties: false, title: 'Activity' },
);

export const activities = defineResource({
  api: 'crm',
  id: 'activities',
  name: 'Activities',
  singular: 'activity',
  model: Activity,
  path: '/crm/activities',
  operations: ALL_OPERATIONS,
  // The reference API sends the whole Activity schema, type required, to updates too.
  updateRequired: ['type'],
  // Virtual webhooks read changes with it where the connector honours it.
  updatedSinceFilter: 'updated_since',
  filters: {
    company_id: filterText('Only activities concerning this company.'),
    owner_id: filterText('Only activities owned by this user.'),
    contact_id: filterText('Only activities concerning this contact.'),
    updated_since: updatedSince('activities'),
    type: filterText('Only activities of this type (call, meeting, email...).'),
  },
  sortFields: ['created_at', 'updated_at'],
});
