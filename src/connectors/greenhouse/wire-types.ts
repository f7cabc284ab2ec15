/** Harvest v3 records as the connector reads them (https://harvestdocs.greenhouse.io/reference): integer ids, ISO 8601 times. */

export interface GreenhouseJob {
  id: number;
  name?: string | null;
  requisition_id?: string | null;
  notes?: string | null;
  status?: string | null;
  confidential?: boolean | null;
  department_id?: number | null;
  office_id?: number | null;
  opened_at?: string | null;
  closed_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** A contact entry of a candidate: an email address, phone number, website or social media profile. */
export interface TypedValue {
  value: string;
  type?: string | null;
}

export interface GreenhouseCandidate {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  title?: string | null;
  is_private?: boolean | null;
  email_addresses?: TypedValue[] | null;
  phone_numbers?: TypedValue[] | null;
  website_addresses?: TypedValue[] | null;
  social_media_addresses?: TypedValue[] | null;
  tags?: string[] | null;
  last_activity_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface GreenhouseApplication {
  id: number;
  candidate_id?: number | null;
  job_id?: number | null;
  stage_id?: number | null;
  /** active, rejected or hired. */
  status?: string | null;
  prospect?: boolean | null;
  applied_at?: string | null;
  rejected_at?: string | null;
  hired_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

/** A stage of a job's hiring plan (GET /v3/job_interview_stages). */
export interface GreenhouseStage {
  id: number;
  job_id?: number | null;
  name?: string | null;
  priority?: number | null;
}

export interface GreenhouseAttachment {
  id: number;
  candidate_id?: number | null;
  application_id?: number | null;
  filename?: string | null;
  type?: string | null;
  url?: string | null;
  created_at?: string | null;
}
