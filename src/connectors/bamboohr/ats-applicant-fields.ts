/**
 * Unified ATS applicants ⇄ BambooHR's applicant records, one table. BambooHR has no candidate
 * entity of its own: an applicant is the `applicant` its applications carry (ats-applicants.ts),
 * read from their latest application's details, with all their applications beside it.
 *   id ← applicant.id; first_name, last_name ← firstName, lastName; name ← both; emails ← email
 *   (primary); phone_numbers ← phoneNumber; addresses ← address (addressLine1, addressLine2, city,
 *   state, zipcode, country); websites ← websiteUrl; social_links ← linkedinUrl, twitterUsername;
 *   photo_url ← avatar; sources ← [source]; application_ids ← the ids of their applications, newest
 *   first; stage, stage_id ← the latest application's status; cv_url ← the latest application's
 *   résumé (resumeFileId) where it has one: a stable name the service replaces with its own
 *   download route (the file's `fileUrl` expires); created_at ← the first application's appliedDate.
 * Nothing is written: BambooHR makes applicants only with an application.
 */
import type { Static } from 'typebox';
import { toIsoDateTime } from '../../core/dates.js';
import type { Applicant } from '../../unified/ats/applicants.js';
import { fieldTable } from '../kit/index.js';
import type { BambooHRApplication } from './ats-wire-types.js';

type Model = Static<typeof Applicant>;

/** An applicant as the connector gathers it: the latest application's details and every application of theirs. */
export interface BambooHRApplicantView {
  latest: BambooHRApplication;
  applications: readonly BambooHRApplication[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export const applicantFields = fieldTable<Model, BambooHRApplicantView>({
  id: { read: (view) => String(view.latest.applicant?.id ?? ''), reads: ['applicant.id'], write: false },
  first_name: { read: (view) => text(view.latest.applicant?.firstName), reads: ['applicant.firstName'], write: false },
  last_name: { read: (view) => text(view.latest.applicant?.lastName), reads: ['applicant.lastName'], write: false },
  name: { read: (view) => [view.latest.applicant?.firstName, view.latest.applicant?.lastName].filter(Boolean).join(' '), reads: ['applicant.firstName', 'applicant.lastName'], write: false },
  emails: { read: (view) => (text(view.latest.applicant?.email) ? [{ email: view.latest.applicant!.email!, type: 'primary' as const }] : []), reads: ['applicant.email'], write: false },
  phone_numbers: { read: (view) => (text(view.latest.applicant?.phoneNumber) ? [{ number: view.latest.applicant!.phoneNumber!, type: 'primary' as const }] : []), reads: ['applicant.phoneNumber'], write: false },
  addresses: {
    read: (view) => {
      const address = view.latest.applicant?.address;
      if (!address) return [];
      return [{ type: 'primary' as const, line1: address.addressLine1 ?? null, line2: address.addressLine2 ?? null, city: address.city ?? null, state: address.state ?? null, postal_code: address.zipcode ?? null, country: address.country ?? null }];
    },
    reads: ['applicant.address'],
    write: false,
  },
  websites: { read: (view) => (text(view.latest.applicant?.websiteUrl) ? [{ url: view.latest.applicant!.websiteUrl!, type: 'personal' as const }] : []), reads: ['applicant.websiteUrl'], write: false },
  social_links: {
    read: (view) => [
      ...(text(view.latest.applicant?.linkedinUrl) ? [{ url: view.latest.applicant!.linkedinUrl!, type: 'linkedin' }] : []),
      ...(text(view.latest.applicant?.twitterUsername) ? [{ url: `https://x.com/${view.latest.applicant!.twitterUsername!}`, type: 'twitter' }] : []),
    ],
    reads: ['applicant.linkedinUrl', 'applicant.twitterUsername'],
    write: false,
  },
  photo_url: { read: (view) => text(view.latest.applicant?.avatar), reads: ['applicant.avatar'], write: false },
  sources: { read: (view) => (text(view.latest.applicant?.source) ? [view.latest.applicant!.source!] : []), reads: ['applicant.source'], write: false },
  application_ids: { read: (view) => view.applications.map((application) => String(application.id)), reads: ['id'], write: false },
  stage_id: { read: (view) => (view.latest.status?.id === null || view.latest.status?.id === undefined ? undefined : String(view.latest.status.id)), reads: ['status.id'], write: false },
  stage: { read: (view) => (view.latest.status ? { id: view.latest.status.id === null || view.latest.status.id === undefined ? null : String(view.latest.status.id), name: view.latest.status.label ?? null } : null), reads: ['status'], write: false },
  cv_url: { read: (view) => (typeof view.latest.resumeFileId === 'number' ? `urn:bamboohr:file:${view.latest.resumeFileId}` : ''), reads: ['resumeFileId'], write: false },
  created_at: { read: (view) => toIsoDateTime(view.applications.at(-1)?.appliedDate ?? null), reads: ['appliedDate'], write: false },
});
