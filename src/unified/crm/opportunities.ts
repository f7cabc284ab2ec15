import { Type } from 'typebox';
import { Currency, CustomField, Tags } from '../common/models.js';
import { DateTime, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { filterText } from '../common/filters.js';

/**
 * The reference API's Opportunity (crm.yml), without its custom_mappings and
 * pass_through. Amounts are integers in the minor units of `currency`
 * (SPEC.md), where the reference types them as plain numbers.
 */
export const Opportunity = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the opportunity.', readOnly: true, example: '12345' }),
      title: Type.String({ description: 'Title of the opportunity.', example: 'New Rocket' }),
      primary_contact_id: NullableString({ description: 'Main contact of the opportunity.', example: '12345' }),
      description: NullableString({ description: 'Free text about the opportunity.', example: 'Interested in a reusable launcher.' }),
      type: NullableString({ description: 'Kind of opportunity on the platform.', example: 'Existing Customer - Upgrade' }),
      monetary_amount: NullableInteger({ description: 'Value of the opportunity, in minor units of `currency` (cents for USD).', example: 7500000 }),
      currency: Currency,
      win_probability: NullableNumber({ description: 'Chance of winning, in percent.', example: 40 }),
      expected_revenue: NullableInteger({ description: 'Value weighted by the chance of winning, in minor units of `currency`.', readOnly: true, example: 3000000 }),
      close_date: NullableString({ description: 'Date the opportunity closed; null while it is open.', format: 'date', example: '2020-10-30' }),
      loss_reason_id: NullableString({ description: 'Id of the reason the opportunity was lost.', example: '12345' }),
      loss_reason: NullableString({ description: 'Why the opportunity was lost.', example: 'No budget' }),
      won_reason_id: NullableString({ description: 'Id of the reason the opportunity was won.', example: '12345' }),
      won_reason: NullableString({ description: 'Why the opportunity was won.', example: 'Best pitch' }),
      pipeline_id: NullableString({ description: 'Pipeline the opportunity is in (an id /crm/pipelines answers).', example: '12345' }),
      pipeline_stage_id: NullableString({ description: 'Stage of that pipeline the opportunity is at (an id in the pipeline\'s stages).', example: '12345' }),
      source_id: NullableString({ description: 'Id of the source of the opportunity.', example: '12345' }),
      lead_id: NullableString({ description: 'Lead the opportunity came from.', example: '12345' }),
      lead_source: NullableString({ description: 'Source of that lead.', example: 'Website' }),
      contact_id: NullableString({ description: 'Contact of the opportunity.', example: '12345' }),
      contact_ids: Type.Array(Type.String({ example: '12345' }), { maxItems: 1000, description: 'Every contact of the opportunity.' }),
      company_id: NullableString({ description: 'Company of the opportunity.', example: '12345' }),
      company_name: NullableString({ description: 'Name of that company.', example: 'Copper' }),
      owner_id: NullableString({ description: 'User who owns the opportunity.', example: '12345' }),
      priority: NullableString({ description: 'Priority on the platform.', example: 'None' }),
      status: NullableString({ description: 'Status of the opportunity (open, won, lost... as the platform names it).', example: 'Open' }),
      status_id: NullableString({ description: 'Id of that status.', example: '12345' }),
      tags: Tags,
      interaction_count: NullableNumber({ description: 'Number of interactions with the opportunity.', readOnly: true, example: 0 }),
      custom_fields: Type.Array(CustomField, { maxItems: 500 }),
      stage_last_changed_at: DateTime({ description: 'When the opportunity last moved to another stage.' }),
      last_activity_at: DateTime({ description: 'When the last activity on the opportunity took place.', readOnly: true }),
      deleted: Type.Boolean({ description: 'Whether the opportunity is deleted.', readOnly: true, example: false }),
      date_stage_changed: DateTime({ description: 'When the opportunity last moved to another stage.', readOnly: true }),
      date_last_contacted: DateTime({ description: 'When the opportunity\'s contacts were last contacted.', readOnly: true }),
      date_lead_created: DateTime({ description: 'When the lead of the opportunity was created.', readOnly: true }),
      updated_by: NullableString({ description: 'User who last updated the opportunity.', readOnly: true, example: '12345' }),
      created_by: NullableString({ description: 'User who created the opportunity.', readOnly: true, example: '12345' }),
      updated_at: DateTime({ description: 'When the opportunity was last updated.', readOnly: true }),
      created_at: DateTime({ description: 'When the opportunity was created.', readOnly: true }),
    },
    ['title'],
  ),
  { additionalProperties: false, title: 'Opportunity' },
);

export const opportunities = defineResource({
  api: 'crm',
  id: 'opportunities',
  name: 'Opportunities',
  singular: 'opportunity',
  model: Opportunity,
  path: '/crm/opportunities',
  operations: ALL_OPERATIONS,
  // The reference API sends the whole Opportunity schema, title required, to updates too.
  updateRequired: ['title'],
  filters: {
    title: filterText('Only opportunities with this title.'),
    status: filterText('Only opportunities with this status.'),
    monetary_amount: Type.Integer({ description: 'Only opportunities of this value, in minor units of their currency.', example: 7500000 }),
    win_probability: Type.Number({ minimum: 0, maximum: 100, description: 'Only opportunities with this chance of winning, in percent.', example: 50 }),
    company_id: filterText('Only opportunities of this company.'),
    owner_id: filterText('Only opportunities owned by this user.'),
    primary_contact_id: filterText('Only opportunities with this main contact.'),
    // Beyond the reference's OpportunitiesFilter: issue 13 asks for opportunities by pipeline.
    pipeline_id: filterText('Only opportunities in this pipeline.'),
  },
  sortFields: ['created_at', 'updated_at', 'title', 'win_probability', 'monetary_amount', 'status'],
});
