import { Type } from 'typebox';
import { Address, CustomField, Email, PhoneNumber, SocialLink, Tags, Website } from '../common/models.js';
import { filterText } from '../common/filters.js';
import { auditFields, DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ApplicationStage } from './stage.js';

export const APPLICANT_GENDERS = ['male', 'female', 'unisex', 'other', 'not_specified'] as const;

const LIST_MAX = 100;
const personal = { 'x-pii': true } as const;
const ids = (description: string) => NullableArray(Type.String(), { description, maxItems: 1000 });

/**
 * The reference API's Applicant (ats.yml), without its custom_mappings and
 * pass_through, with SPEC.md's compact Applicant's `stage` object (the stage
 * of the applicant's latest application). Personal fields are marked `x-pii`.
 */
export const Applicant = Type.Object(
  optional({
    id: Type.String({ title: 'ID', description: 'Unique identifier of the applicant.', readOnly: true, example: '12345' }),
    name: Type.String({ description: 'Full name of the applicant.', example: 'Elon Musk', ...personal }),
    salutation: NullableString({ description: 'Formal salutation: Mr, Mrs.', example: 'Mr' }),
    first_name: NullableString({ title: 'First name', description: 'First name.', example: 'Elon', ...personal }),
    last_name: NullableString({ title: 'Last name', description: 'Last name.', example: 'Musk', ...personal }),
    middle_name: NullableString({ title: 'Middle name', description: 'Middle name.', example: 'D.', ...personal }),
    initials: NullableString({ title: 'Initials', description: 'Initials.', example: 'EM' }),
    birthday: NullableString({ title: 'Birth Date', description: 'Date of birth.', format: 'date', example: '2000-08-12', ...personal }),
    gender: NullableEnum(APPLICANT_GENDERS, { title: 'Gender', description: 'Gender identity.', example: 'male', ...personal }),
    social_security_number: NullableString({ title: 'Social Security Number', description: 'Identifier the government assigns; sensitive.', example: '123456789', ...personal }),
    type: Type.String({ title: 'Type', description: 'Kind of applicant on the platform.', example: 'Candidate' }),
    cover_letter: Type.String({ title: 'Cover letter', description: 'Cover letter the applicant sent.', example: 'I am writing to apply for the API developer position.', ...personal }),
    job_url: NullableString({ title: 'Job URL', description: 'URL of the job applied for.', readOnly: true, example: 'https://jobs.example.com/o/api-developer' }),
    photo_url: NullableString({ title: 'Photo URL', description: 'URL of a photo of the applicant.', example: 'https://unavatar.io/elon-musk' }),
    headline: Type.String({ title: 'Headline', description: 'Previous companies or schools of the applicant.', example: 'PepsiCo, Inc, Central Perk' }),
    title: NullableString({ title: 'Job title', description: 'Current job title.', example: 'CEO' }),
    emails: Type.Array(Email, { maxItems: LIST_MAX, ...personal }),
    custom_fields: Type.Array(CustomField, { maxItems: 500 }),
    phone_numbers: Type.Array(PhoneNumber, { maxItems: LIST_MAX, ...personal }),
    addresses: Type.Array(Address, { maxItems: LIST_MAX, ...personal }),
    websites: Type.Array(Website, { maxItems: LIST_MAX }),
    social_links: Type.Array(SocialLink, { maxItems: LIST_MAX }),
    stage_id: Type.String({ title: 'Stage', description: 'Stage of the applicant\'s latest application.', example: '12345' }),
    stage: Nullable(ApplicationStage, { description: 'Stage of the applicant\'s latest application (SPEC.md\'s compact Applicant).' }),
    recruiter_id: Type.String({ title: 'Recruiter ID', description: 'Recruiter of the applicant.', example: '12345' }),
    coordinator_id: Type.String({ title: 'Coordinator ID', description: 'Coordinator of the applicant.', example: '12345' }),
    application_ids: ids('Applications of the applicant.'),
    applications: NullableArray(Type.String(), { description: 'Deprecated: use application_ids.', maxItems: 1000, deprecated: true }),
    followers: ids('Users following the applicant.'),
    sources: NullableArray(Type.String(), { description: 'Where the applicant came from.', maxItems: LIST_MAX, example: ['Job site'] }),
    source_id: Type.String({ title: 'Source ID', description: 'Id of the source.', readOnly: true, example: '12345' }),
    confidential: Type.Boolean({ title: 'Confidential', description: 'Whether the applicant is confidential.', example: false }),
    anonymized: Type.Boolean({ title: 'Anonymized', description: 'Whether the applicant\'s personal data was erased.', example: false }),
    tags: Tags,
    archived: NullableBoolean({ title: 'Archived', description: 'Whether the applicant is archived.', example: false }),
    last_interaction_at: DateTime({ title: 'Last interaction at (timestamp)', description: 'When someone last interacted with the applicant.', readOnly: true }),
    owner_id: NullableString({ title: 'Owner ID', description: 'User who owns the applicant.', example: '54321' }),
    sourced_by: NullableString({ title: 'Sourced by', description: 'User who sourced the applicant.', readOnly: true, example: '12345' }),
    cv_url: Type.String({ title: 'CV URL', description: 'Where the applicant\'s résumé is read, through this service (a link that does not expire).', readOnly: true, example: 'https://unify.example.com/ats/applicants/12345/cv' }),
    record_url: NullableString({ title: 'Record URL', description: 'URL of the applicant on the platform.', example: 'https://app.greenhouse.io/people/12345' }),
    rejected_at: DateTime({ title: 'Rejected at (timestamp)', description: 'When the applicant was rejected.', readOnly: true }),
    deleted: NullableBoolean({ title: 'Deleted', description: 'Whether the applicant is deleted.', example: false }),
    deleted_by: NullableString({ title: 'Deleted by', description: 'User who deleted the applicant.', readOnly: true }),
    deleted_at: DateTime({ title: 'Deleted at', description: 'When the applicant was deleted.', readOnly: true }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Applicant' },
);

export const applicants = defineResource({
  api: 'ats',
  id: 'applicants',
  name: 'Applicants',
  singular: 'applicant',
  model: Applicant,
  path: '/ats/applicants',
  operations: ALL_OPERATIONS,
  // The résumé: read through this service at /ats/applicants/{id}/download, never at the platform's expiring link.
  download: true,
  downloadUrlField: 'cv_url',
  filters: { job_id: filterText('Only applicants who applied to this job.', '1234') },
});
