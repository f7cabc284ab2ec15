/**
 * The records the Zendesk emulator keeps in memory. They hold what Zendesk
 * stores about a user or an organization; the wire shape (the `UserObject` of
 * Zendesk's OpenAPI description) is produced from them by `user-json.ts` and
 * `organization-json.ts`, so the store never has to know about URLs.
 */

export type ZendeskRole = 'end-user' | 'agent' | 'admin';

export const ZENDESK_ROLES: readonly ZendeskRole[] = ['end-user', 'agent', 'admin'];

/** Values of custom user fields: Zendesk returns every defined field, null when unset. */
export type UserFieldValue = string | number | boolean | null;

export interface ZendeskUserRecord {
  id: number;
  name: string;
  /** Primary email; null for users created without one (phone-only customers). */
  email: string | null;
  phone: string | null;
  sharedPhoneNumber: boolean | null;
  alias: string;
  details: string;
  notes: string;
  signature: string;
  organizationId: number | null;
  role: ZendeskRole;
  /** Zendesk's numeric role type: 4 for admins, null for plain agents and end users. */
  roleType: number | null;
  defaultGroupId: number | null;
  locale: string;
  localeId: number;
  /** Zendesk's own (Rails) time zone name, e.g. "Eastern Time (US & Canada)". */
  timeZone: string;
  ianaTimeZone: string;
  tags: string[];
  userFields: Record<string, UserFieldValue>;
  externalId: string | null;
  ticketRestriction: string | null;
  moderator: boolean;
  onlyPrivateComments: boolean;
  restrictedAgent: boolean;
  twoFactorAuthEnabled: boolean | null;
  /** false once the user has been (soft) deleted. */
  active: boolean;
  verified: boolean;
  suspended: boolean;
  /** Milliseconds since the epoch; rendered as ISO 8601 without milliseconds. */
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
  /** Bumped on every write, so serializers can cache a user's JSON until it changes. */
  revision: number;
}

export interface ZendeskOrganizationRecord {
  id: number;
  name: string;
  details: string | null;
  notes: string | null;
  domainNames: string[];
  externalId: string | null;
  groupId: number | null;
  sharedTickets: boolean;
  sharedComments: boolean;
  tags: string[];
  organizationFields: Record<string, string | number>;
  createdAt: number;
  updatedAt: number;
}
