/**
 * Users of one emulator instance. `listed` holds the active users in id order
 * at all times, so List Users is a binary search plus a slice; ids only grow,
 * so creating a user appends. Soft-deleted users stay readable by id (with
 * `active: false`) but leave the list, and free their email and external id.
 */
import type { OrganizationStore } from './organization-store.js';
import { lowerBound } from './pagination.js';
import { blankUser, ID_STEP, SUPPORT_GROUP_ID } from './seed.js';
import { localeIdFor } from './time-zones.js';
import { nowMs } from './timestamps.js';
import type { ZendeskUserRecord } from './types.js';
import type { UserChanges } from './user-input.js';
import { fieldErrors, type FieldError } from './validation-errors.js';

export type UserWriteResult = { ok: true; user: ZendeskUserRecord } | { ok: false; errors: FieldError[] };

const key = (value: string) => value.trim().toLowerCase();

export class UserStore {
  private readonly byId = new Map<number, ZendeskUserRecord>();
  /** Active users, ascending by id. */
  readonly listed: ZendeskUserRecord[] = [];
  /** Lower-cased email (primary or added on update) → owning user id. */
  private readonly emailOwner = new Map<string, number>();
  /** Lower-cased external id → owning user id (Zendesk treats it case-insensitively). */
  private readonly externalIdOwner = new Map<string, number>();
  private nextId: number;

  constructor(
    seed: readonly ZendeskUserRecord[],
    private readonly organizations: OrganizationStore,
  ) {
    for (const user of [...seed].sort((a, b) => a.id - b.id)) {
      this.byId.set(user.id, user);
      if (user.active) this.listed.push(user);
      if (user.email) this.emailOwner.set(key(user.email), user.id);
      if (user.externalId) this.externalIdOwner.set(key(user.externalId), user.id);
    }
    this.nextId = Math.max(0, ...this.byId.keys()) + ID_STEP;
  }

  get(id: number): ZendeskUserRecord | undefined {
    return this.byId.get(id);
  }

  findByEmail(email: string): ZendeskUserRecord | undefined {
    const id = this.emailOwner.get(key(email));
    return id === undefined ? undefined : this.byId.get(id);
  }

  create(changes: UserChanges): UserWriteResult {
    const errors: FieldError[] = [];
    if (changes.name === undefined) errors.push(fieldErrors.nameTooShort());
    errors.push(...this.uniquenessErrors(undefined, changes), ...this.organizationErrors(changes));
    if (errors.length > 0) return { ok: false, errors };

    const user = blankUser(this.nextId, changes.name as string, changes.role ?? 'end-user', nowMs());
    this.nextId += ID_STEP;
    if (changes.email !== undefined) user.email = changes.email;
    this.apply(user, changes);
    this.byId.set(user.id, user);
    this.listed.push(user);
    this.index(user);
    return { ok: true, user };
  }

  /** undefined when there is no active user with that id. */
  update(id: number, changes: UserChanges): UserWriteResult | undefined {
    const user = this.byId.get(id);
    if (!user || !user.active) return undefined;
    const errors = [...this.uniquenessErrors(user, changes), ...this.organizationErrors(changes)];
    if (errors.length > 0) return { ok: false, errors };

    const before = JSON.stringify(user);
    // The primary email is writeable on create only; on update Zendesk adds the
    // address as a secondary identity, unless the user had no email at all.
    if (changes.email !== undefined) {
      if (user.email === null) user.email = changes.email;
      this.emailOwner.set(key(changes.email), user.id);
    }
    if (changes.externalId !== undefined && user.externalId) this.externalIdOwner.delete(key(user.externalId));
    this.apply(user, changes);
    this.index(user);
    if (JSON.stringify(user) !== before) {
      user.updatedAt = Math.max(nowMs(), user.updatedAt);
      user.revision += 1;
    }
    return { ok: true, user };
  }

  /** Soft delete: the record stays, inactive. undefined when there is no active user with that id. */
  softDelete(id: number): ZendeskUserRecord | undefined {
    const user = this.byId.get(id);
    if (!user || !user.active) return undefined;
    user.active = false;
    user.updatedAt = Math.max(nowMs(), user.updatedAt);
    user.revision += 1;
    const position = lowerBound(this.listed, id);
    if (this.listed[position]?.id === id) this.listed.splice(position, 1);
    for (const [email, owner] of this.emailOwner) if (owner === id) this.emailOwner.delete(email);
    if (user.externalId) this.externalIdOwner.delete(key(user.externalId));
    return user;
  }

  private index(user: ZendeskUserRecord): void {
    if (user.email) this.emailOwner.set(key(user.email), user.id);
    if (user.externalId) this.externalIdOwner.set(key(user.externalId), user.id);
  }

  private uniquenessErrors(self: ZendeskUserRecord | undefined, changes: UserChanges): FieldError[] {
    const errors: FieldError[] = [];
    if (changes.email !== undefined) {
      const owner = this.emailOwner.get(key(changes.email));
      if (owner !== undefined && owner !== self?.id) errors.push(fieldErrors.emailTaken(changes.email));
    }
    if (changes.externalId) {
      const owner = this.externalIdOwner.get(key(changes.externalId));
      if (owner !== undefined && owner !== self?.id) errors.push(fieldErrors.externalIdTaken(changes.externalId));
    }
    return errors;
  }

  private organizationErrors(changes: UserChanges): FieldError[] {
    const id = changes.organizationId;
    if (id === undefined || id === null || this.organizations.get(id)) return [];
    return [fieldErrors.invalid('organization_id', 'Organization')];
  }

  private apply(user: ZendeskUserRecord, changes: UserChanges): void {
    if (changes.name !== undefined) user.name = changes.name;
    if (changes.phone !== undefined) {
      user.phone = changes.phone;
      user.sharedPhoneNumber = changes.phone === null ? null : (user.sharedPhoneNumber ?? false);
    }
    if (changes.sharedPhoneNumber !== undefined && user.phone !== null) user.sharedPhoneNumber = changes.sharedPhoneNumber;
    if (changes.alias !== undefined) user.alias = changes.alias;
    if (changes.details !== undefined) user.details = changes.details;
    if (changes.notes !== undefined) user.notes = changes.notes;
    if (changes.signature !== undefined) user.signature = changes.signature;
    if (changes.organizationId !== undefined) user.organizationId = changes.organizationId;
    if (changes.organizationName !== undefined) {
      user.organizationId = this.organizations.findOrCreateByName(changes.organizationName).id;
    }
    if (changes.role !== undefined && changes.role !== user.role) {
      user.role = changes.role;
      user.roleType = changes.role === 'admin' ? 4 : null;
      user.restrictedAgent = changes.role === 'agent';
      user.ticketRestriction = changes.role === 'end-user' ? 'requested' : null;
      user.defaultGroupId = changes.role === 'end-user' ? null : (user.defaultGroupId ?? SUPPORT_GROUP_ID);
      user.twoFactorAuthEnabled = changes.role === 'end-user' ? null : (user.twoFactorAuthEnabled ?? false);
    }
    if (changes.locale !== undefined) {
      user.locale = changes.locale;
      user.localeId = localeIdFor(changes.locale);
    }
    if (changes.timeZone !== undefined) {
      user.timeZone = changes.timeZone.zendeskName;
      user.ianaTimeZone = changes.timeZone.iana;
    }
    // Tags are replaced as a whole; user fields are merged key by key.
    if (changes.tags !== undefined) user.tags = changes.tags;
    if (changes.userFields !== undefined) user.userFields = { ...user.userFields, ...changes.userFields };
    if (changes.externalId !== undefined) user.externalId = changes.externalId;
    if (changes.ticketRestriction !== undefined) user.ticketRestriction = changes.ticketRestriction;
    if (changes.verified !== undefined) user.verified = changes.verified;
    if (changes.suspended !== undefined) user.suspended = changes.suspended;
    if (changes.moderator !== undefined) user.moderator = changes.moderator;
    if (changes.onlyPrivateComments !== undefined) user.onlyPrivateComments = changes.onlyPrivateComments;
    if (changes.restrictedAgent !== undefined) user.restrictedAgent = changes.restrictedAgent;
  }
}
