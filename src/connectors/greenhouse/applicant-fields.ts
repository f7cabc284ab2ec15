/**
 * A Greenhouse candidate as a unified applicant, both ways
 * (https://harvestdocs.greenhouse.io/reference/get_v3-candidates):
 *
 * | unified | Greenhouse |
 * |---|---|
 * | id | id |
 * | first_name, last_name | first_name, last_name |
 * | name | first and last name joined; a write of `name` alone is split at its last space |
 * | title | title (the candidate's current job title) |
 * | emails | email_addresses `{value, type}`: personal, work both ways; other types are "other" |
 * | phone_numbers | phone_numbers: home, work, mobile both ways; skype and other types are "other" |
 * | websites | website_addresses: personal both ways, company ↔ work, others "other" |
 * | social_links | social_media_addresses (the network read from the host) |
 * | tags | tags |
 * | confidential | is_private |
 * | last_interaction_at | last_activity_at |
 * | record_url | https://app.greenhouse.io/people/{id} |
 * | application_ids | the candidate's applications (read beside the page) |
 * | stage_id, stage | the stage of the candidate's latest application, with its name (SPEC.md's compact Applicant) |
 * | cv_url | present where the candidate has a résumé attachment; the gateway points it at `/ats/applicants/{id}/download` (the platform's link never leaves the service) |
 * | created_at, updated_at | created_at, updated_at |
 *
 * Left out: `company` (the current employer, which the model has no field
 * for; a custom mapping reaches it), addresses (not in Harvest v3's
 * candidate), recruiter and coordinator (per application at Greenhouse).
 */
import type { Static } from 'typebox';
import type { Applicant } from '../../unified/ats/applicants.js';
import { codecs, fieldTable } from '../kit/index.js';
import type { GreenhouseApplication, GreenhouseCandidate, GreenhouseStage, TypedValue } from './wire-types.js';

export type ApplicantModel = Static<typeof Applicant>;
const { boolean, idText, isoDateTime, text } = codecs;

/** What an applicant's mapping reads besides the candidate, loaded once per page (applicants.ts). */
export interface ApplicantContext {
  applications: ReadonlyMap<string, readonly GreenhouseApplication[]>;
  stages: ReadonlyMap<string, GreenhouseStage>;
  /** The newest résumé attachment's id, per candidate that has one. */
  resumes: ReadonlyMap<string, string>;
}

const entries = (values: TypedValue[] | null | undefined) => (Array.isArray(values) ? values.filter((entry) => typeof entry?.value === 'string' && entry.value !== '') : []);
const typeOf = <U extends string>(known: Readonly<Record<string, U>>, otherwise: U) => (type: unknown): U => (typeof type === 'string' ? (known[type] ?? otherwise) : otherwise);

const emailTypeIn = typeOf({ personal: 'personal', work: 'work' } as const, 'other');
const emailTypeOut = typeOf({ personal: 'personal', work: 'work' } as const, 'other');
const phoneTypeIn = typeOf({ home: 'home', work: 'work', mobile: 'mobile' } as const, 'other');
const phoneTypeOut = typeOf({ home: 'home', work: 'work', mobile: 'mobile' } as const, 'other');
const websiteTypeIn = typeOf({ personal: 'personal', company: 'work' } as const, 'other');
const websiteTypeOut = typeOf({ personal: 'personal', work: 'company' } as const, 'other');

/** The network of a profile link, from its host: "linkedin" for www.linkedin.com. */
function networkOf(url: string): string | null {
  try {
    const parts = new URL(url).hostname.toLowerCase().split('.');
    return parts.length >= 2 ? (parts[parts.length - 2] as string) : null;
  } catch {
    return null;
  }
}

/** The candidate's latest application: the one applied for last (the higher id on a tie). */
export function latestApplication(applications: readonly GreenhouseApplication[] | undefined): GreenhouseApplication | undefined {
  const when = (application: GreenhouseApplication) => Date.parse(application.applied_at ?? application.created_at ?? '') || 0;
  return [...(applications ?? [])].sort((a, b) => when(b) - when(a) || b.id - a.id)[0];
}

function splitName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim();
  const at = trimmed.lastIndexOf(' ');
  return at <= 0 ? { first_name: trimmed, last_name: trimmed } : { first_name: trimmed.slice(0, at), last_name: trimmed.slice(at + 1) };
}

export const applicantFields = fieldTable<ApplicantModel, GreenhouseCandidate, ApplicantContext>({
  id: { at: 'id', codec: idText, write: false },
  name: {
    read: (candidate) => [candidate.first_name, candidate.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ') || null,
    reads: ['first_name', 'last_name'],
    // The halves given beside it win: `name` fills only what they leave out.
    write: (name, record) => {
      const halves = splitName(name ?? '');
      return { ...(record.first_name === undefined ? { first_name: halves.first_name } : {}), ...(record.last_name === undefined ? { last_name: halves.last_name } : {}) };
    },
  },
  first_name: { at: 'first_name', codec: text },
  last_name: { at: 'last_name', codec: text },
  title: { at: 'title', codec: text },
  emails: {
    read: (candidate) => entries(candidate.email_addresses).map((entry) => ({ email: entry.value, type: emailTypeIn(entry.type) })),
    reads: ['email_addresses'],
    write: (emails) => ({ email_addresses: (emails ?? []).map((entry) => ({ value: entry.email, type: emailTypeOut(entry.type) })) }),
  },
  phone_numbers: {
    read: (candidate) => entries(candidate.phone_numbers).map((entry) => ({ number: entry.value, type: phoneTypeIn(entry.type) })),
    reads: ['phone_numbers'],
    write: (phones) => ({ phone_numbers: (phones ?? []).map((entry) => ({ value: entry.number, type: phoneTypeOut(entry.type) })) }),
  },
  websites: {
    read: (candidate) => entries(candidate.website_addresses).map((entry) => ({ url: entry.value, type: websiteTypeIn(entry.type) })),
    reads: ['website_addresses'],
    write: (websites) => ({ website_addresses: (websites ?? []).map((entry) => ({ value: entry.url, type: websiteTypeOut(entry.type) })) }),
  },
  social_links: {
    read: (candidate) => entries(candidate.social_media_addresses).map((entry) => ({ url: entry.value, type: networkOf(entry.value) })),
    reads: ['social_media_addresses'],
    write: (links) => ({ social_media_addresses: (links ?? []).map((entry) => ({ value: entry.url })) }),
  },
  tags: { read: (candidate) => (Array.isArray(candidate.tags) ? candidate.tags.filter((tag) => typeof tag === 'string') : []), reads: ['tags'], write: (tags) => ({ tags: tags ?? [] }) },
  confidential: { at: 'is_private', codec: boolean },
  last_interaction_at: { at: 'last_activity_at', codec: isoDateTime, write: false },
  record_url: { read: (candidate) => `https://app.greenhouse.io/people/${candidate.id}`, reads: ['id'], write: false },
  application_ids: { read: (candidate, context) => (context.applications.get(String(candidate.id)) ?? []).map((application) => String(application.id)), write: false },
  stage_id: {
    read: (candidate, context) => {
      const stage = latestApplication(context.applications.get(String(candidate.id)))?.stage_id;
      return typeof stage === 'number' ? String(stage) : undefined;
    },
    write: false,
  },
  stage: {
    read: (candidate, context) => {
      const stage = latestApplication(context.applications.get(String(candidate.id)))?.stage_id;
      if (typeof stage !== 'number') return undefined;
      return { id: String(stage), name: context.stages.get(String(stage))?.name ?? null };
    },
    write: false,
  },
  // A mark, never the platform's signed link: the gateway replaces it with the service's download route.
  cv_url: { read: (candidate, context) => (context.resumes.has(String(candidate.id)) ? `greenhouse-attachment:${context.resumes.get(String(candidate.id))}` : undefined), write: false },
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});
