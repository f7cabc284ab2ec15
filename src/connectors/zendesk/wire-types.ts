/**
 * The parts of Zendesk Support's JSON the connector reads, as
 * Zendesk's API reference describes them (Users, Organizations,
 * side-loading). Zendesk ids are integers on the wire.
 */

/** A user as an agent or admin sees it (Zendesk's UserObject, trimmed to what we map). */
export interface ZendeskUser {
  id: number;
  name: string;
  /** Primary email; absent or null for users without one. */
  email?: string | null;
  /** Primary phone number, free text (E.164 recommended by Zendesk). */
  phone?: string | null;
  organization_id?: number | null;
  /** "end-user", "agent" or "admin". */
  role: string;
  /** "Any details you want to store about the user, such as an address". */
  details?: string | null;
  notes?: string | null;
  /** false once the user has been deleted. */
  active?: boolean;
  suspended?: boolean;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface ZendeskOrganization {
  id: number;
  name: string;
}

/** Side-loaded organizations (`include=organizations`) travel next to the users. */
export interface ZendeskSideloads {
  organizations?: ZendeskOrganization[];
}
