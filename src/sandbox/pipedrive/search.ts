/**
 * The v2 search endpoints (GET /api/v2/persons/search, /organizations/search,
 * /deals/search): a `term` (at least 2 characters, or 1 with exact_match)
 * looked for in the `fields` named (all of the item type's by default),
 * case-insensitively, as a substring or, with `exact_match=true`, the whole
 * value. Answers `{items: [{result_score, item}]}` with compact items, best
 * matches first, cursor-paged up to 100 a page.
 */
import type { FastifyInstance } from 'fastify';
import { fail, tokenPaging, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { customFieldsOf, type FieldsTable } from './custom-fields.js';
import { V2, wholeParam } from './dialect.js';
import type { Ctx } from './records.js';

const SEARCH_PAGING = tokenPaging({ tokenParam: 'cursor', sizeParam: 'limit', defaultSize: 100, maxSize: 100, overMax: 'reject', invalidToken: 'Invalid cursor' });
const SEARCHABLE_TYPES = ['address', 'varchar', 'text', 'varchar_auto', 'double', 'monetary', 'phone'];

interface SearchKind {
  path: string;
  table: string;
  fieldsTable: FieldsTable;
  /** Searchable field → the texts of a record it holds. */
  fields: Record<string, (record: StoredRecord, ctx: Ctx) => string[]>;
  /** Parameters that narrow the results (organization_id, person_id, status). */
  narrow: Record<string, (record: StoredRecord, value: string) => boolean>;
  item(record: StoredRecord, ctx: Ctx): Record<string, unknown>;
}

const texts = (...values: unknown[]): string[] => values.filter((value): value is string => typeof value === 'string' && value !== '');
const digits = (text: string) => text.replace(/\D/g, '');

function customTexts(record: StoredRecord, ctx: Ctx, table: FieldsTable): string[] {
  const values = (record.custom_fields as Record<string, unknown> | undefined) ?? {};
  return customFieldsOf(ctx, table)
    .filter((field) => SEARCHABLE_TYPES.includes(String(field.field_type)))
    .map((field) => values[String(field.key)])
    .map((value) => (typeof value === 'number' ? String(value) : value))
    .filter((value): value is string => typeof value === 'string');
}

function organizationRef(ctx: Ctx, id: unknown): Record<string, unknown> | null {
  const org = id === null || id === undefined ? undefined : ctx.tenant.table('organizations').get(String(id));
  return org ? { id: Number(org.id), name: org.name, address: (org.address as { value?: unknown } | null)?.value ?? null } : null;
}

function personRef(ctx: Ctx, id: unknown): Record<string, unknown> | null {
  const person = id === null || id === undefined ? undefined : ctx.tenant.table('persons').get(String(id));
  return person ? { id: Number(person.id), name: person.name } : null;
}

const entriesOf = (record: StoredRecord, field: string) => ((record[field] as { value: string }[] | undefined) ?? []).map((entry) => entry.value);

const KINDS: readonly SearchKind[] = [
  {
    path: `${V2}/persons/search`,
    table: 'persons',
    fieldsTable: 'personFields',
    fields: {
      name: (record) => texts(record.name),
      email: (record) => entriesOf(record, 'emails'),
      phone: (record) => entriesOf(record, 'phones'),
      notes: (record) => texts(record.notes),
      custom_fields: (record, ctx) => customTexts(record, ctx, 'personFields'),
    },
    narrow: { organization_id: (record, value) => record.org_id === wholeParam('organization_id', value) },
    item: (record, ctx) => ({
      id: Number(record.id), type: 'person', name: record.name, phones: entriesOf(record, 'phones'), emails: entriesOf(record, 'emails'),
      visible_to: record.visible_to, owner: { id: record.owner_id }, organization: organizationRef(ctx, record.org_id),
      custom_fields: customTexts(record, ctx, 'personFields'), notes: texts(record.notes),
    }),
  },
  {
    path: `${V2}/organizations/search`,
    table: 'organizations',
    fieldsTable: 'organizationFields',
    fields: {
      name: (record) => texts(record.name),
      address: (record) => texts((record.address as { value?: unknown } | null)?.value),
      notes: () => [],
      custom_fields: (record, ctx) => customTexts(record, ctx, 'organizationFields'),
    },
    narrow: {},
    item: (record, ctx) => ({
      id: Number(record.id), type: 'organization', name: record.name, address: (record.address as { value?: unknown } | null)?.value ?? null,
      visible_to: record.visible_to, owner: { id: record.owner_id }, custom_fields: customTexts(record, ctx, 'organizationFields'), notes: [],
    }),
  },
  {
    path: `${V2}/deals/search`,
    table: 'deals',
    fieldsTable: 'dealFields',
    fields: {
      title: (record) => texts(record.title),
      notes: () => [],
      custom_fields: (record, ctx) => customTexts(record, ctx, 'dealFields'),
    },
    narrow: {
      person_id: (record, value) => record.person_id === wholeParam('person_id', value),
      organization_id: (record, value) => record.org_id === wholeParam('organization_id', value),
      status: (record, value) => {
        if (!['open', 'won', 'lost'].includes(value)) throw fail.validation('Validation failed: status: must be open, won or lost', { field: 'status' });
        return record.status === value;
      },
    },
    item: (record, ctx) => {
      const stage = ctx.tenant.table('stages').get(String(record.stage_id));
      return {
        id: Number(record.id), type: 'deal', title: record.title, value: record.value, currency: record.currency, status: record.status,
        visible_to: record.visible_to, owner: { id: record.owner_id }, stage: stage ? { id: Number(stage.id), name: stage.name } : null,
        person: personRef(ctx, record.person_id), organization: organizationRef(ctx, record.org_id),
        custom_fields: customTexts(record, ctx, 'dealFields'), notes: [],
      };
    },
  },
];

/** 1 for a whole-value match, less the more the value exceeds the term; undefined for no match. */
function scoreOf(values: string[], term: string, exact: boolean, phone: boolean): number | undefined {
  let best: number | undefined;
  for (const value of values) {
    const [a, b] = phone && digits(term) !== '' ? [digits(value), digits(term)] : [value.toLowerCase(), term.toLowerCase()];
    if (a === '' || b === '') continue;
    const score = a === b ? 1 : !exact && a.includes(b) ? b.length / a.length : undefined;
    if (score !== undefined && (best === undefined || score > best)) best = score;
  }
  return best;
}

export function registerSearch(app: FastifyInstance, kit: PlatformKit<PipedriveAccount>): void {
  for (const kind of KINDS) {
    app.get(kind.path, kit.handler((ctx) => {
      const query = ctx.request.query;
      const term = (query.get('term') ?? '').trim();
      const exact = query.get('exact_match') === 'true';
      if (term.length < (exact ? 1 : 2)) throw fail.validation('Validation failed: term: must be at least 2 characters long (1 with exact_match)', { field: 'term' });
      const asked = query.get('fields');
      const fields = asked === null ? Object.keys(kind.fields) : asked.split(',').map((field) => field.trim());
      for (const field of fields) if (!(field in kind.fields)) throw fail.validation(`Validation failed: fields: ${field.slice(0, 40)} is not searchable`, { field: 'fields' });
      const page = SEARCH_PAGING.read(ctx.request);
      let records = ctx.tenant.table(kind.table).all();
      for (const [param, matches] of Object.entries(kind.narrow)) {
        const value = query.get(param);
        if (value !== null) records = records.filter((record) => matches(record, value));
      }
      const scored = records
        .map((record) => ({ record, score: Math.max(-1, ...fields.map((field) => scoreOf(kind.fields[field]!(record, ctx), term, exact, field === 'phone') ?? -1)) }))
        .filter(({ score }) => score >= 0)
        .sort((a, b) => b.score - a.score || Number(a.record.id) - Number(b.record.id));
      const { info } = SEARCH_PAGING.describe(ctx.request, page, scored.length);
      const items = scored.slice(page.start, page.start + page.size).map(({ record, score }) => ({ result_score: Math.round(score * 10_000) / 10_000, item: kind.item(record, ctx) }));
      return { status: 200, body: { success: true, data: { items }, additional_data: { next_cursor: info.next?.token ?? null } } };
    }));
  }
}
