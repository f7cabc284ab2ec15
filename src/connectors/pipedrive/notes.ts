/**
 * Unified notes on Pipedrive notes (API v1: /v1/notes, start/limit paging,
 * form-encoded writes as the v1 description has them).
 *
 * | unified                 | Pipedrive note                                   |
 * |-------------------------|--------------------------------------------------|
 * | id, content             | id, content (HTML)                               |
 * | owner_id                | user_id                                          |
 * | contact_id, company_id  | person_id, org_id                                |
 * | opportunity_id, lead_id | deal_id, lead_id                                 |
 * | active                  | active_flag                                      |
 * | updated_by              | last_update_user_id                              |
 * | created_at, updated_at  | add_time, update_time ("YYYY-MM-DD HH:MM:SS", UTC) |
 *
 * A note must be attached to a deal, person, organization or lead: a create
 * without any is refused here. Pipedrive notes have no title, so the title
 * filter is not offered; owner_id (user_id) and updated_since are
 * parameters of the list. created_since is not offered: Pipedrive's
 * start_date selects by day, not by time.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ModelOf } from '../../unified/define.js';
import { notes } from '../../unified/crm/notes.js';
import { implement, type WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { QueryValue } from '../framework/http.js';
import { restDelete, restList, restOne, segment } from '../framework/rest/index.js';
import { idText, isoTime, notFoundRule, numericId, UUID, V1, v1Paging, writeRecord } from './api.js';

type Note = ModelOf<typeof notes>;

interface PipedriveNote {
  id: number;
  content?: string | null;
  user_id?: number | null;
  person_id?: number | null;
  org_id?: number | null;
  deal_id?: number | null;
  lead_id?: string | null;
  active_flag?: boolean;
  last_update_user_id?: number | null;
  add_time?: string | null;
  update_time?: string | null;
}

const NOTES = `${V1}/notes`;
const notFound = notFoundRule('note');

export const fromPipedriveNote = mapFields<PipedriveNote, Note>({
  id: (note) => String(note.id),
  content: (note) => note.content ?? null,
  owner_id: (note) => idText(note.user_id),
  contact_id: (note) => idText(note.person_id),
  company_id: (note) => idText(note.org_id),
  opportunity_id: (note) => idText(note.deal_id),
  lead_id: (note) => note.lead_id ?? null,
  active: (note) => note.active_flag !== false,
  updated_by: (note) => idText(note.last_update_user_id),
  created_by: (note) => idText(note.user_id),
  updated_at: (note) => isoTime(note.update_time),
  created_at: (note) => isoTime(note.add_time),
});

/** "YYYY-MM-DD HH:MM:SS" in UTC, as v1 takes times. */
const v1Time = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

/** The form of a create or update: only what the request names (Pipedrive wants `content` on both). */
function toPipedriveNote(record: WriteModel<Note>): Record<string, QueryValue> {
  const form: Record<string, QueryValue> = {};
  if (record.content !== undefined && record.content !== null) form.content = record.content;
  const links: [keyof Note, string][] = [['owner_id', 'user_id'], ['contact_id', 'person_id'], ['company_id', 'org_id'], ['opportunity_id', 'deal_id']];
  for (const [field, param] of links) {
    const id = numericId(field, record[field] as string | null | undefined);
    if (id !== undefined && id !== null) form[param] = id;
  }
  if (typeof record.lead_id === 'string') {
    if (!UUID.test(record.lead_id)) throw new ApiError('RequestValidationError', { message: 'lead_id must be a Pipedrive lead id (a UUID)', detail: { lead_id: record.lead_id.slice(0, 64) } });
    form.lead_id = record.lead_id;
  }
  return form;
}

export const pipedriveNotes = implement(notes, {
  downstream: { id: 'notes', name: 'Notes' },
  mapper: fromPipedriveNote,
  list: restList<PipedriveNote, Note>({
    path: NOTES,
    paging: v1Paging,
    itemsAt: (body) => (body as { data?: PipedriveNote[] | null }).data ?? [],
    map: (note) => fromPipedriveNote(note),
    filters: ['owner_id', 'updated_since'],
    query: ({ filter }) => ({
      ...(typeof filter.owner_id === 'string' ? { user_id: numericId('owner_id', filter.owner_id) ?? undefined } : {}),
      ...(typeof filter.updated_since === 'string' ? { updated_since: v1Time(filter.updated_since) } : {}),
    }),
  }),
  one: restOne<PipedriveNote, Note>({ path: `${NOTES}/{id}`, itemAt: 'data', map: (note) => fromPipedriveNote(note), notFound }),
  async add(ctx, { record }) {
    const form = toPipedriveNote(record);
    if (form.content === undefined) throw new ApiError('RequestValidationError', { message: 'A Pipedrive note needs its content', detail: { missing: ['content'] } });
    if (!['person_id', 'org_id', 'deal_id', 'lead_id'].some((link) => form[link] !== undefined)) {
      throw new ApiError('RequestValidationError', { message: 'A Pipedrive note is attached to a contact, company, opportunity or lead', detail: { missing: ['contact_id', 'company_id', 'opportunity_id', 'lead_id'] } });
    }
    const { body } = await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: NOTES, form });
    return { id: String(body.data.id) };
  },
  async update(ctx, { id, record }) {
    // Pipedrive's PUT wants the content every time: the note's own when the request does not change it.
    const form = toPipedriveNote(record);
    if (form.content === undefined) {
      const current = await restOne<PipedriveNote, PipedriveNote>({ path: `${NOTES}/{id}`, itemAt: 'data', map: (note) => note, notFound })(ctx, { id, parents: {} });
      form.content = current.content ?? '';
    }
    await writeRecord(ctx, 'note', id, { method: 'PUT', path: `${NOTES}/${segment(id)}`, form });
    return { id };
  },
  delete: restDelete({ path: `${NOTES}/{id}`, notFound }),
  events: [
    { action: 'created', downstream: 'added.note' },
    { action: 'updated', downstream: 'updated.note' },
    { action: 'deleted', downstream: 'deleted.note' },
    { action: 'created', downstream: 'create.note' },
    { action: 'updated', downstream: 'change.note' },
    { action: 'deleted', downstream: 'delete.note' },
  ],
});
