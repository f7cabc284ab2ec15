import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { DateTime, NullableBoolean, NullableInteger, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';

/** A step of a pipeline; an opportunity's `pipeline_stage_id` is one of these ids. */
export const PipelineStage = Type.Object(
  optional({
    id: NullableString({ description: 'Unique identifier of the stage.', readOnly: true, example: 'contractsent' }),
    name: NullableString({ description: 'Name of the stage.', example: 'Contract Sent' }),
    value: NullableString({ description: 'The platform\'s internal value of the stage.', example: 'CONTRACT_SENT' }),
    win_probability: NullableInteger({ minimum: 0, maximum: 100, description: 'Chance of winning an opportunity at this stage, in percent (0 to 100).', example: 50 }),
    display_order: NullableInteger({ description: 'Position of the stage in the pipeline.', example: 1 }),
    archived: NullableBoolean({ description: 'Whether the stage is archived.', example: false }),
    created_at: DateTime({ description: 'When the stage was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the stage was last updated.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Pipeline Stage' },
);

/** The reference API's Pipeline (crm.yml), without its pass_through: the stages opportunities move through. */
export const Pipeline = Type.Object(
  optional(
    {
      // Not read-only in the reference: some platforms let the caller choose a pipeline's id.
      id: Type.String({ description: 'Unique identifier of the pipeline.', example: 'default' }),
      name: Type.String({ minLength: 1, description: 'Name of the pipeline.', example: 'Sales Pipeline' }),
      currency: Currency,
      archived: Type.Boolean({ description: 'Whether the pipeline is archived.', example: false }),
      active: Type.Boolean({ description: 'Whether the pipeline is active.', example: false }),
      display_order: NullableInteger({ description: 'Position of the pipeline in the platform\'s lists.', example: 1 }),
      win_probability_enabled: Type.Boolean({ description: 'Whether the pipeline\'s stages carry a chance of winning.', example: true }),
      stages: Type.Array(PipelineStage, { maxItems: 200, description: 'The stages of the pipeline, in order.' }),
      updated_at: DateTime({ title: 'Updated at (timestamp)', description: 'When the pipeline was last updated.', readOnly: true }),
      created_at: DateTime({ title: 'Created at (timestamp)', description: 'When the pipeline was created.', readOnly: true }),
    },
    ['name'],
  ),
  { additionalProperties: false, title: 'Pipeline' },
);

export const pipelines = defineResource({
  api: 'crm',
  id: 'pipelines',
  name: 'Pipelines',
  singular: 'pipeline',
  model: Pipeline,
  path: '/crm/pipelines',
  operations: ALL_OPERATIONS,
  // The reference API sends the whole Pipeline schema, name required, to updates too.
  updateRequired: ['name'],
  // The reference's CRM events name no pipeline event.
  events: [],
});
