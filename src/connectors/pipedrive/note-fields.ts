/** Unified notes ↔ Pipedrive notes (API v1, written as a form). */
import type { notes } from '../../unified/crm/notes.js';
import type { ModelOf } from '../../unified/define.js';
import { idText } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { leadIdWrite, pipedriveTime, someIdWrite } from './api.js';

type Note = ModelOf<typeof notes>;

export interface PipedriveNote {
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

export const noteFields = fieldTable<Note, PipedriveNote>({
  id: { at: 'id', codec: idText, write: false },
  content: { read: (note) => note.content ?? null, write: (content) => (content === null || content === undefined ? {} : { content }) },
  // A link is written only when it names a record: a form cannot clear it.
  owner_id: { at: 'user_id', codec: idText, write: someIdWrite('owner_id', 'user_id') },
  contact_id: { at: 'person_id', codec: idText, write: someIdWrite('contact_id', 'person_id') },
  company_id: { at: 'org_id', codec: idText, write: someIdWrite('company_id', 'org_id') },
  opportunity_id: { at: 'deal_id', codec: idText, write: someIdWrite('opportunity_id', 'deal_id') },
  lead_id: { read: (note) => note.lead_id ?? null, write: (lead) => (typeof lead === 'string' ? leadIdWrite(lead) : {}) },
  active: { read: (note) => note.active_flag !== false, write: false },
  updated_by: { at: 'last_update_user_id', codec: idText, write: false },
  created_by: { at: 'user_id', codec: idText, write: false },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false },
});
