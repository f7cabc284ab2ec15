/**
 * What Clover's records share (https://docs.clover.com/docs/use-clover-rest-api):
 * 13-character upper-case ids, times as epoch milliseconds, money as whole
 * cents, other records named by reference (`{"orderType": {"id": "…"}}`),
 * an `href` to every record, and related lists nested as `{"elements": [...]}`
 * when the request expands them.
 */
import type { FieldRule, KitContext, StoredRecord } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';

export type Ctx = KitContext<CloverAccount>;

/** A new id as Clover writes them: 13 upper-case letters and digits ("VXQEY3VMTT74T"). */
export const cloverId = (ctx: Pick<Ctx, 'faker'>): string => ctx.faker.string.alphanumeric({ length: 13, casing: 'upper' });

export const readOnly = (kind: FieldRule['kind'], extra: Partial<FieldRule> = {}): FieldRule => ({ kind, readOnly: true, ...extra });
export const idField: FieldRule = { kind: 'string', readOnly: true };
export const cents: FieldRule = { kind: 'integer' };
export const timeField: FieldRule = { kind: 'time', readOnly: true };

/** A reference to another record, stored as its id and written as `{"id": "…"}` under `wire`. */
export const reference = (wire: string, extra: Partial<FieldRule> = {}): FieldRule => ({ kind: 'string', wire: `${wire}.id`, ...extra });

/** The merchant's base path, as every record's href starts. */
export const merchantPath = (ctx: Ctx): string => `/v3/merchants/${ctx.account.merchantId}`;

/** The absolute href of a record under the merchant (`orders/ABC…`). */
export const hrefOf = (ctx: Ctx, path: string): string => `${ctx.request.origin}${merchantPath(ctx)}/${path}`;

/** Related records nested as Clover writes an expanded list. */
export const elements = (records: readonly Record<string, unknown>[]): { elements: Record<string, unknown>[] } => ({ elements: [...records] });

/** Records of another table that name this one (an order's line items, a group's modifiers). */
export const childrenOf = (ctx: Ctx, table: string, field: string, record: StoredRecord): StoredRecord[] =>
  ctx.tenant.table(table).all().filter((child) => child[field] === record.id);

/**
 * The fields a request expands: `expand=a,b` (the comma sent as %2C or not)
 * or `expand` repeated. Dotted paths expand a level down
 * (`lineItems.modifications`); the first part names the field here.
 */
export function expansions(ctx: Ctx): Set<string> {
  const asked = ctx.request.query.getAll('expand').flatMap((value) => value.split(','));
  return new Set(asked.map((item) => item.trim()).filter((item) => item !== ''));
}

/**
 * Whether `field` is expanded: named itself, or as the first part of a
 * dotted path (`lineItems.modifications` expands the order's line items too),
 * or under `parent` (a line item's modifications inside its order).
 */
export function expanded(ctx: Ctx, field: string, parent?: string): boolean {
  const asked = [...expansions(ctx)];
  return asked.some((path) => path === field || path.startsWith(`${field}.`) || (parent !== undefined && path === `${parent}.${field}`));
}
