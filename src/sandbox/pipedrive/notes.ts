/**
 * Notes, API v1 (https://developers.pipedrive.com/docs/api/v1/Notes):
 * GET/POST /v1/notes, GET/PUT/DELETE /v1/notes/{id}, form-encoded or JSON.
 * A note is HTML `content` attached to a deal, person, organization and/or
 * lead (at least one), optionally pinned to each; answers add the names of
 * what it is attached to and of its author. Times are "YYYY-MM-DD HH:MM:SS"
 * (UTC); a deleted note answers `data: true`. Lists filter by user_id,
 * deal_id, person_id, org_id, lead_id, start_date/end_date (the day added)
 * and updated_since, and sort with `sort` ("add_time DESC").
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { DATE, V1, v1Time, wholeParam } from './dialect.js';
import { numericIds, requireRecord, v1Sort, type Ctx } from './records.js';
import { eventsOf } from './webhooks.js';

const PINS = ['pinned_to_lead_flag', 'pinned_to_deal_flag', 'pinned_to_organization_flag', 'pinned_to_person_flag'] as const;
const LINKS = [['deals', 'deal_id'], ['persons', 'person_id'], ['organizations', 'org_id'], ['leads', 'lead_id']] as const;

/** A pin flag: 0 or 1 as the description says (the form sends them as strings), or a boolean. */
function flag(field: string) {
  return (value: unknown): unknown => {
    if (value === 1 || value === '1' || value === true || value === 'true') return true;
    if (value === 0 || value === '0' || value === false || value === 'false') return false;
    throw fail.validation(`${field} must be 0 or 1`, { field });
  };
}

function parseV1Time(value: unknown): unknown {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) {
    const ms = Date.parse(`${value.replace(' ', 'T')}Z`);
    if (!Number.isNaN(ms)) return ms;
  }
  throw fail.validation('add_time must be in the format YYYY-MM-DD HH:MM:SS', { field: 'add_time' });
}

function checkWrite(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  if (values.content !== undefined && (typeof values.content !== 'string' || values.content.trim() === '')) throw fail.validation('Note content cannot be empty', { field: 'content' });
  for (const [table, field] of LINKS) requireRecord(ctx, table, field, values[field]);
  if (values.user_id !== undefined) requireRecord(ctx, 'users', 'user_id', values.user_id);
  const linked = LINKS.some(([, field]) => (values[field] ?? record[field] ?? null) !== null);
  if (!linked) throw fail.validation('A note must be attached to a deal, person, organization or lead', { field: 'deal_id' });
}

function dayParam(name: string, value: string): string {
  if (!DATE.test(value)) throw fail.validation(`${name} must be a date in YYYY-MM-DD format`, { field: name });
  return value;
}

const dayOf = (record: StoredRecord) => new Date(Number(record.add_time)).toISOString().slice(0, 10);

export const notes = defineResource<PipedriveAccount>({
  name: 'notes',
  labels: { api: 'v1', deleted: 'true' },
  routes: {
    list: `GET ${V1}/notes`,
    create: `POST ${V1}/notes`,
    get: `GET ${V1}/notes/:id`,
    update: `PUT ${V1}/notes/:id`,
    delete: `DELETE ${V1}/notes/:id`,
  },
  newId: numericIds('notes'),
  fields: {
    id: { kind: 'integer', readOnly: true, format: Number },
    user_id: { kind: 'integer' },
    deal_id: { kind: 'integer' },
    person_id: { kind: 'integer' },
    org_id: { kind: 'integer' },
    lead_id: { kind: 'string' },
    content: { kind: 'string', required: true },
    add_time: { kind: 'time', format: v1Time, parse: parseV1Time },
    update_time: { kind: 'time', readOnly: true, format: v1Time },
    active_flag: { kind: 'boolean', readOnly: true },
    last_update_user_id: { kind: 'integer', readOnly: true },
    pinned_to_lead_flag: { kind: 'boolean', default: false, parse: flag('pinned_to_lead_flag') },
    pinned_to_deal_flag: { kind: 'boolean', default: false, parse: flag('pinned_to_deal_flag') },
    pinned_to_organization_flag: { kind: 'boolean', default: false, parse: flag('pinned_to_organization_flag') },
    pinned_to_person_flag: { kind: 'boolean', default: false, parse: flag('pinned_to_person_flag') },
  },
  timestamps: { updated: 'update_time' },
  filters: {
    user_id: (record, value) => record.user_id === wholeParam('user_id', value),
    deal_id: (record, value) => record.deal_id === wholeParam('deal_id', value),
    person_id: (record, value) => record.person_id === wholeParam('person_id', value),
    org_id: (record, value) => record.org_id === wholeParam('org_id', value),
    lead_id: (record, value) => record.lead_id === value,
    start_date: (record, value) => dayOf(record) >= dayParam('start_date', value),
    end_date: (record, value) => dayOf(record) <= dayParam('end_date', value),
    updated_since: (record, value) => {
      const ms = Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
      if (Number.isNaN(ms)) throw fail.validation('updated_since must be a date-time', { field: 'updated_since' });
      return Number(record.update_time) >= ms;
    },
    ...Object.fromEntries(PINS.map((pin) => [pin, (record: StoredRecord, value: string) => record[pin] === flag(pin)(value)])),
  },
  sort: v1Sort({ id: 'seq', user_id: 'user_id', deal_id: 'deal_id', person_id: 'person_id', org_id: 'org_id', content: 'content', add_time: 'add_time', update_time: 'update_time' }),
  events: eventsOf('notes'),
  hooks: {
    beforeCreate(record, ctx) {
      record.seq = Number(record.id);
      checkWrite(record, { id: record.id }, ctx);
      record.user_id ??= ctx.account.userId;
      record.add_time ??= ctx.now;
      record.active_flag = true;
      record.last_update_user_id = ctx.account.userId;
    },
    beforeUpdate(record, changes, ctx) {
      checkWrite(changes, record, ctx);
      changes.last_update_user_id = ctx.account.userId;
    },
    present(wire, record, ctx) {
      const named = (table: string, id: unknown, key: string) => {
        const found = id === undefined || id === null ? undefined : ctx.tenant.table(table).get(String(id));
        return found ? { [key]: found[key] } : undefined;
      };
      const user = ctx.tenant.table('users').get(String(record.user_id));
      return {
        ...wire,
        ...(record.deal_id !== undefined ? { deal: named('deals', record.deal_id, 'title') ?? { title: '' } } : {}),
        ...(record.org_id !== undefined ? { organization: named('organizations', record.org_id, 'name') ?? { name: '' } } : {}),
        ...(record.person_id !== undefined ? { person: named('persons', record.person_id, 'name') ?? { name: '' } } : {}),
        ...(user ? { user: { email: user.email, icon_url: user.icon_url ?? '', is_you: Number(user.id) === ctx.account.userId, name: user.name } } : {}),
      };
    },
  },
});
