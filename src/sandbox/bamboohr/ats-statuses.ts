/**
 * The applicant statuses of a BambooHR company (Get Applicant Statuses) and
 * the status groups the application list filters by (`applicationStatus`:
 * NEW, ACTIVE, INACTIVE, HIRED; ALL_ACTIVE is NEW and ACTIVE), and the job
 * opening statuses with their groups (`statusGroups`, `jobStatusGroups`:
 * Draft, Open, On Hold, Filled, Canceled, Deleted; DRAFT_AND_OPEN). System
 * statuses carry a code; a company's own have none. Ids are BambooHR's kind:
 * whole numbers, answered as text by the status list and as numbers elsewhere.
 */
export type StatusGroup = 'NEW' | 'ACTIVE' | 'INACTIVE' | 'HIRED';

export interface ApplicantStatus {
  id: number;
  code: string | null;
  name: string;
  group: StatusGroup;
  enabled: boolean;
}

export const APPLICANT_STATUSES: readonly ApplicantStatus[] = [
  { id: 1, code: 'NEW', name: 'New', group: 'NEW', enabled: true },
  { id: 2, code: 'REVIEWED', name: 'Reviewed', group: 'ACTIVE', enabled: true },
  { id: 3, code: 'SCHEDPHONE', name: 'Schedule Phone Screen', group: 'ACTIVE', enabled: true },
  { id: 4, code: 'PHONED', name: 'Phone Screened', group: 'ACTIVE', enabled: true },
  { id: 5, code: 'SCHEDINT', name: 'Schedule Interview', group: 'ACTIVE', enabled: true },
  { id: 6, code: 'INTERVIEWED', name: 'Interviewed', group: 'ACTIVE', enabled: true },
  { id: 7, code: 'HOLD', name: 'Put on Hold', group: 'ACTIVE', enabled: true },
  { id: 8, code: 'REFCHECK', name: 'Checking References', group: 'ACTIVE', enabled: true },
  { id: 9, code: 'OFFER', name: 'Offer Sent', group: 'ACTIVE', enabled: true },
  { id: 10, code: 'NOFIT', name: 'Not a Fit', group: 'INACTIVE', enabled: true },
  { id: 11, code: 'DECLINED', name: 'Declined Offer', group: 'INACTIVE', enabled: true },
  { id: 12, code: 'NOTQUAL', name: 'Not Qualified', group: 'INACTIVE', enabled: true },
  { id: 13, code: 'OVERQUAL', name: 'Over Qualified', group: 'INACTIVE', enabled: true },
  { id: 14, code: 'ELSEWHERE', name: 'Hired Elsewhere', group: 'INACTIVE', enabled: true },
  { id: 15, code: 'HIRED', name: 'Hired', group: 'HIRED', enabled: true },
  // A company's own status (no code), and one it switched off: neither may be chosen when disabled.
  { id: 101, code: null, name: 'Take-home Exercise', group: 'ACTIVE', enabled: true },
  { id: 102, code: null, name: 'Second Interview (retired)', group: 'ACTIVE', enabled: false },
];

export const STATUS_GROUPS: Readonly<Record<string, readonly StatusGroup[]>> = {
  ALL: ['NEW', 'ACTIVE', 'INACTIVE', 'HIRED'],
  ALL_ACTIVE: ['NEW', 'ACTIVE'],
  NEW: ['NEW'],
  ACTIVE: ['ACTIVE'],
  INACTIVE: ['INACTIVE'],
  HIRED: ['HIRED'],
};

export const statusById = (id: unknown) => APPLICANT_STATUSES.find((status) => status.id === Number(id));

export const JOB_STATUSES = [
  { id: 1, label: 'Draft' },
  { id: 2, label: 'Open' },
  { id: 3, label: 'On Hold' },
  { id: 4, label: 'Filled' },
  { id: 5, label: 'Canceled' },
  { id: 6, label: 'Deleted' },
] as const;

export type JobStatusLabel = (typeof JOB_STATUSES)[number]['label'];

/** Job status groups by name; without one the lists show every job but deleted ones. */
export const JOB_STATUS_GROUPS: Readonly<Record<string, readonly JobStatusLabel[]>> = {
  ALL: JOB_STATUSES.map((status) => status.label),
  DRAFT_AND_OPEN: ['Draft', 'Open'],
  ...Object.fromEntries(JOB_STATUSES.map((status) => [status.label, [status.label]])),
};

export const NOT_DELETED: readonly JobStatusLabel[] = ['Draft', 'Open', 'On Hold', 'Filled', 'Canceled'];

/** Values of a comma-separated group parameter, each a known group, or a validation failure's message. */
export function groupsOf<G>(text: string | null, known: Readonly<Record<string, readonly G[]>>): readonly G[] | string | undefined {
  if (text === null || text === '') return undefined;
  const names = text.split(',').map((part) => part.trim());
  const unknown = names.find((name) => !Object.hasOwn(known, name));
  if (unknown !== undefined) return `Unknown status group "${unknown}"`;
  return [...new Set(names.flatMap((name) => known[name] ?? []))];
}
