/**
 * Unified notes on Pipedrive notes (API v1: /v1/notes, start/limit paging,
 * form-encoded writes as the v1 description has them); the mapping is
 * note-fields.ts.
 *
 * A note must be attached to a deal, person, organization or lead: a create
 * without any is refused here, and Pipedrive's PUT wants the content every
 * time (the note's own when an update does not change it). Pipedrive notes
 * have no title, so the title filter is not offered; owner_id (user_id) and
 * updated_since are parameters of the list. created_since is not offered:
 * Pipedrive's start_date selects by day, not by time.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { notes } from '../../unified/crm/notes.js';
import { collection } from '../kit/index.js';
import { V1 } from './api.js';
import { idFilter, pipedriveRecords, pipedriveV1Dialect } from './dialect.js';
import { noteFields } from './note-fields.js';

/** "YYYY-MM-DD HH:MM:SS" in UTC, as v1 takes times. */
const v1Time = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

const refused = (message: string, missing: string[]) => new ApiError('RequestValidationError', { message, detail: { missing } });

export const pipedriveNotes = collection(notes, {
  ...pipedriveRecords(`${V1}/notes`, 'note'),
  dialect: { ...pipedriveV1Dialect, body: 'form' },
  downstream: { id: 'notes', name: 'Notes' },
  what: 'note',
  fields: noteFields,
  filters: { owner_id: idFilter('owner_id', 'user_id'), updated_since: (since) => ({ updated_since: v1Time(since) }) },
  update: { method: 'PUT' },
  hooks: {
    async beforeWrite(_ctx, { operation, body, current }) {
      const form = body as Record<string, unknown>;
      if (operation === 'update') return form.content === undefined ? { ...form, content: (await current()).content ?? '' } : form;
      if (form.content === undefined) throw refused('A Pipedrive note needs its content', ['content']);
      if (!['person_id', 'org_id', 'deal_id', 'lead_id'].some((link) => form[link] !== undefined)) {
        throw refused('A Pipedrive note is attached to a contact, company, opportunity or lead', ['contact_id', 'company_id', 'opportunity_id', 'lead_id']);
      }
      return form;
    },
  },
});
