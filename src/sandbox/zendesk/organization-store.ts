/**
 * Organizations of one emulator instance, kept in id order so that listing is
 * a slice. Users only point at organizations; Create/Update User may create
 * one by name (`"organization": {"name": ...}`), as Zendesk does.
 */
import { ID_STEP } from './seed.js';
import { nowMs } from './timestamps.js';
import type { ZendeskOrganizationRecord } from './types.js';

export class OrganizationStore {
  private readonly byId = new Map<number, ZendeskOrganizationRecord>();
  /** Ascending by id; ids only grow, so a new organization is appended. */
  readonly ordered: ZendeskOrganizationRecord[] = [];
  private nextId: number;

  constructor(seed: readonly ZendeskOrganizationRecord[]) {
    for (const org of [...seed].sort((a, b) => a.id - b.id)) {
      this.byId.set(org.id, org);
      this.ordered.push(org);
    }
    const last = this.ordered.at(-1);
    this.nextId = (last?.id ?? 0) + ID_STEP;
  }

  get(id: number): ZendeskOrganizationRecord | undefined {
    return this.byId.get(id);
  }

  /** Zendesk organization names are unique regardless of case. */
  findByName(name: string): ZendeskOrganizationRecord | undefined {
    const wanted = name.trim().toLowerCase();
    return this.ordered.find((org) => org.name.toLowerCase() === wanted);
  }

  findOrCreateByName(name: string): ZendeskOrganizationRecord {
    const existing = this.findByName(name);
    if (existing) return existing;
    const at = nowMs();
    const org: ZendeskOrganizationRecord = {
      id: this.nextId,
      name: name.trim(),
      details: null,
      notes: null,
      domainNames: [],
      externalId: null,
      groupId: null,
      sharedTickets: false,
      sharedComments: false,
      tags: [],
      organizationFields: {},
      createdAt: at,
      updatedAt: at,
    };
    this.nextId += ID_STEP;
    this.byId.set(org.id, org);
    this.ordered.push(org);
    return org;
  }
}
