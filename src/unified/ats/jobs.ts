import { Type } from 'typebox';
import { Address, Currency, CustomField, Tags } from '../common/models.js';
import { Annotated, auditFields, DateTime, NullableArray, NullableBoolean, NullableEnum, NullableString, optional, StringEnum } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
// The reference's ATS and HRIS Department are one schema.
import { Department } from '../hris/departments.js';

export const JOB_STATUSES = ['draft', 'internal', 'published', 'completed', 'placed', 'on-hold', 'private', 'accepting_candidates', 'open', 'closed', 'archived'] as const;
export const JOB_VISIBILITIES = ['draft', 'public', 'internal'] as const;
export const EMPLOYMENT_TERMS = ['full-time', 'part-time', 'internship', 'contractor', 'employee', 'freelance', 'temp', 'seasonal', 'volunteer', 'other'] as const;

const LIST_MAX = 100;
const userIds = (description: string) => Type.Array(Type.String({ readOnly: true }), { description, maxItems: 1000 });

/** The reference API's Job (ats.yml), without its custom_mappings. */
export const Job = Type.Object(
  optional({
    id: Type.String({ title: 'ID', description: 'Unique identifier of the job.', readOnly: true, example: '12345' }),
    slug: NullableString({ description: 'Short name of the job in URLs.', example: 'ceo' }),
    title: NullableString({ title: 'Job title', description: 'Title of the job.', example: 'CEO' }),
    sequence: Type.Integer({ description: 'Position among the other jobs.', example: 3 }),
    visibility: StringEnum(JOB_VISIBILITIES, { description: 'Who sees the job.', example: 'internal' }),
    status: StringEnum(JOB_STATUSES, { description: 'Status of the job.', example: 'open' }),
    code: Type.String({ description: 'Code of the job.', example: '123-OC' }),
    language: NullableString({ description: 'Language of the posting (ISO 639-1).', example: 'EN' }),
    employment_terms: NullableEnum(EMPLOYMENT_TERMS, { description: 'Terms of employment.', example: 'full-time' }),
    experience: Type.String({ title: 'Experience', description: 'Experience the job asks for.', example: 'Director/ Executive (VP, SVP, GM, C-Suite)' }),
    location: NullableString({ title: 'Location', description: 'Where the job is.', example: 'San Francisco, United States' }),
    remote: NullableBoolean({ title: 'Remote', description: 'Whether the job is remote.', example: true }),
    requisition_id: Type.String({ title: 'Requisition ID', description: 'The company\'s own id of the opening.', example: 'abc123' }),
    department: Annotated(Department, { description: 'Department of the job.' }),
    branch: Type.Object(
      optional({
        id: Type.String({ title: 'ID', description: 'Unique identifier of the branch.', readOnly: true, example: '123' }),
        name: Type.String({ description: 'Name of the branch.', example: 'HQ NY' }),
      }),
      { additionalProperties: false, title: 'Branch', description: 'Branch the job is for.' },
    ),
    recruiters: NullableArray(Type.String({ readOnly: true }), { description: 'Recruiters of the job.', maxItems: 1000 }),
    hiring_managers: userIds('Hiring managers of the job.'),
    followers: NullableArray(Type.String({ readOnly: true }), { description: 'Users following the job.', maxItems: 1000 }),
    description: NullableString({ title: 'Description', description: 'Description of the job.', example: 'A description' }),
    description_html: NullableString({ title: 'Description (HTML)', description: 'Description of the job in HTML.', example: '<p>A description</p>' }),
    blocks: Type.Array(
      Type.Object(optional({ title: Type.String({ description: 'Title of the block.' }), content: NullableString({ description: 'Content of the block.' }) }), { additionalProperties: false }),
      { description: 'Sections of the job description.', maxItems: LIST_MAX },
    ),
    closing: NullableString({ title: 'Closing', description: 'Closing section of the description.' }),
    closing_html: NullableString({ title: 'Closing', description: 'Closing section of the description in HTML.' }),
    closing_date: NullableString({ format: 'date', description: 'Last day applications are taken.', example: '2020-10-30' }),
    salary: Type.Object(
      optional({
        min: Type.Integer({ description: 'Lowest salary of the job, in minor units of `currency`.', example: 5000000 }),
        max: Type.Integer({ description: 'Highest salary of the job, in minor units of `currency`.', example: 10000000 }),
        currency: Currency,
        interval: NullableString({ description: 'Period the salary is for.', example: 'year' }),
      }),
      { additionalProperties: false, description: 'Salary range of the job.' },
    ),
    url: NullableString({ title: 'URL', description: 'URL of the job description; deprecated, use links.', deprecated: true }),
    job_portal_url: NullableString({ title: 'URL', description: 'URL of the job portal; deprecated, use links.', deprecated: true }),
    record_url: NullableString({ title: 'Record URL', description: 'URL of the job on the platform; deprecated.', deprecated: true }),
    links: Type.Array(
      Type.Object(optional({ type: StringEnum(['job_portal', 'job_description'], { description: 'What the link shows.' }), url: Type.String({ description: 'The link.' }) }), { additionalProperties: false }),
      { description: 'Links to the job.', maxItems: LIST_MAX },
    ),
    confidential: Type.Boolean({ title: 'Confidential', description: 'Whether the job is confidential.', example: false }),
    available_to_employees: Type.Boolean({ title: 'Available to employees', description: 'Whether employees may apply.', example: false }),
    tags: Tags,
    addresses: Type.Array(Address, { maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { maxItems: 500 }),
    deleted: NullableBoolean({ title: 'Deleted', description: 'Whether the job is deleted.', example: false }),
    owner_id: NullableString({ title: 'Owner ID', description: 'User who owns the job.', example: '54321' }),
    published_at: DateTime({ title: 'Published at (timestamp)', description: 'When the job was published.', readOnly: true }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Job' },
);

export const jobs = defineResource({
  api: 'ats',
  id: 'jobs',
  name: 'Jobs',
  singular: 'job',
  model: Job,
  path: '/ats/jobs',
  operations: ALL_OPERATIONS,
});
