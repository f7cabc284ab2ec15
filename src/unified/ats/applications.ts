import { Type } from 'typebox';
import { auditFields, Annotated, NullableEnum, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ApplicationStage } from './stage.js';

export const APPLICATION_STATUSES = ['open', 'rejected', 'hired', 'converted', 'other'] as const;

/** The reference API's Application (ats.yml), without its custom_mappings and pass_through: an applicant for one job, at a stage. */
export const Application = Type.Object(
  optional(
    {
      id: Type.String({ title: 'ID', description: 'Unique identifier of the application.', readOnly: true, example: '12345' }),
      applicant_id: NullableString({ title: 'Applicant ID', description: 'Applicant who applies.', example: '12345' }),
      job_id: NullableString({ title: 'Job ID', description: 'Job applied for.', example: '12345' }),
      status: NullableEnum(APPLICATION_STATUSES, { title: 'Status', description: 'Where the application stands.', example: 'open' }),
      stage: Annotated(ApplicationStage, { description: 'Stage of the hiring process the application is at; an update with a stage moves it there.' }),
      ...auditFields,
    },
    ['applicant_id', 'job_id'],
  ),
  { additionalProperties: false, title: 'Application' },
);

export const applications = defineResource({
  api: 'ats',
  id: 'applications',
  name: 'Applications',
  singular: 'application',
  model: Application,
  path: '/ats/applications',
  operations: ALL_OPERATIONS,
});
