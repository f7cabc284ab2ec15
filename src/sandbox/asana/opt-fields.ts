/**
 * Asana's `opt_fields` (https://developers.asana.com/docs/inputoutput-options):
 * a list answers compact records (gid, resource_type, name or the type's own
 * compact fields) and a single record its default fields; `opt_fields` then
 * names exactly the fields wanted (the gid always comes), with dot paths into
 * referenced records ("assignee.name"). A referenced record comes as
 * {gid, resource_type} plus the paths named into it.
 */
import type { KitContext, KitRequest } from '../framework/kit/index.js';

type Wire = Record<string, unknown>;

function requested(request: KitRequest): string[] | undefined {
  const text = request.query.get('opt_fields');
  if (text === null || text.trim() === '') return undefined;
  return [...new Set(text.split(',').map((field) => field.trim()).filter(Boolean))];
}

function pickRef(value: unknown, paths: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => pickRef(item, paths));
  if (value === null || typeof value !== 'object') return value;
  const ref = value as Wire;
  // An embedded object that is no record (a user's photo) comes whole.
  if (ref.gid === undefined) return paths.length === 0 ? ref : select(ref, paths);
  const out: Wire = { gid: ref.gid, ...(ref.resource_type !== undefined ? { resource_type: ref.resource_type } : {}) };
  return paths.length === 0 ? out : { ...out, ...select(ref, paths) };
}

function select(wire: Wire, fields: string[]): Wire {
  const out: Wire = {};
  for (const top of new Set(fields.map((field) => field.split('.')[0] as string))) {
    if (!(top in wire)) continue;
    const nested = fields.filter((field) => field.startsWith(`${top}.`)).map((field) => field.slice(top.length + 1));
    const value = wire[top];
    out[top] = value !== null && typeof value === 'object' ? pickRef(value, nested) : value;
  }
  return out;
}

export interface RecordView {
  /** Fields of the compact record, after gid and resource_type. */
  compact: readonly string[];
  /** Fields only given when asked for ("[Opt In]" in Asana's reference). */
  optIn?: readonly string[];
  /** Route parameter of the record's own gid: its presence (or a write) means a single-record answer. */
  idParam: string;
}

/** The record as Asana writes it for this request: gid and resource_type first, then the fields the request gets. */
export function viewOf(type: string, view: RecordView) {
  return (wire: Wire, _record: unknown, ctx: KitContext): Wire => {
    const full: Wire = { gid: wire.gid, resource_type: type, ...wire };
    const asked = requested(ctx.request);
    if (asked) return { gid: full.gid, ...select(full, asked) };
    // GET /users/me is a single record too, named by "me" in a path of its own.
    const single = ctx.request.method !== 'GET' || ctx.request.params[view.idParam] !== undefined || ctx.request.path.endsWith('/me');
    // Compact records keep their references compact too ({gid, resource_type, name}).
    if (!single) return Object.fromEntries(['gid', 'resource_type', ...view.compact].filter((key) => key in full).map((key) => [key, full[key]]));
    const hidden = new Set(view.optIn ?? []);
    return Object.fromEntries(Object.entries(full).filter(([key]) => !hidden.has(key)));
  };
}
