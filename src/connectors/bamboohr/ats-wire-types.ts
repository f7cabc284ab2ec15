/** BambooHR's applicant tracking records as the connector reads them (public.yaml: Get Job Summaries, Get Job Applications, Get Job Application Details, Get Applicant Statuses). */

export interface BambooHRLabel {
  id?: number | null;
  label?: string | null;
}

export interface BambooHRJobSummary {
  id: number;
  title?: BambooHRLabel | null;
  postedDate?: string | null;
  location?: (BambooHRLabel & { address?: Record<string, unknown> | null }) | null;
  department?: BambooHRLabel | null;
  status?: BambooHRLabel | null;
  hiringLead?: { employeeId?: number | null } | null;
  postingUrl?: string | null;
}

export interface BambooHRApplicantInfo {
  id?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
  email?: string | null;
  source?: string | null;
  phoneNumber?: string | null;
  twitterUsername?: string | null;
  address?: { addressLine1?: string | null; addressLine2?: string | null; city?: string | null; state?: string | null; zipcode?: string | null; country?: string | null } | null;
  linkedinUrl?: string | null;
  websiteUrl?: string | null;
}

/** An application of the list, or its details (which add the rest). */
export interface BambooHRApplication {
  id: number;
  appliedDate?: string | null;
  status?: (BambooHRLabel & { dateChanged?: string | null }) | null;
  applicant?: BambooHRApplicantInfo | null;
  job?: { id?: number | null; title?: BambooHRLabel | null } | null;
  resumeFileId?: number | null;
  attachments?: { id?: number; name?: string; fileUrl?: string }[] | null;
}

export interface BambooHRApplicantStatus {
  id: string | number;
  code?: string | null;
  name?: string | null;
  enabled?: boolean;
}
