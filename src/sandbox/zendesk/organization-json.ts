/** The wire form of an organization, as `OrganizationObject` declares it. */
import { toZendeskTime } from './timestamps.js';
import type { ZendeskOrganizationRecord } from './types.js';

export function organizationJson(org: ZendeskOrganizationRecord, baseUrl: string): Record<string, unknown> {
  return {
    url: `${baseUrl}/api/v2/organizations/${org.id}.json`,
    id: org.id,
    name: org.name,
    shared_tickets: org.sharedTickets,
    shared_comments: org.sharedComments,
    external_id: org.externalId,
    created_at: toZendeskTime(org.createdAt),
    updated_at: toZendeskTime(org.updatedAt),
    domain_names: [...org.domainNames],
    details: org.details,
    notes: org.notes,
    group_id: org.groupId,
    tags: [...org.tags],
    organization_fields: { ...org.organizationFields },
  };
}
