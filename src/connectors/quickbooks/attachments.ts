/**
 * Attachments ↔ QuickBooks Attachable (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/attachable):
 * the files and notes attached to an invoice, bill, expense (Purchase) or
 * quote (Estimate), listed with QuickBooks' query on
 * AttachableRef.EntityRef; the file's temporary download link
 * (TempDownloadUri, valid 15 minutes) as file_url. Delete is QuickBooks'
 * delete. QuickBooks has no expense reports.
 *
 * Upload and download of the bytes: attachment-files.ts.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { attachments } from '../../unified/accounting/attachments.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import { downloadAttachable, uploadAttachable } from './attachment-files.js';
import { companyContext, type CompanyContext } from './company.js';
import { entityAt, readEntity } from './entity.js';
import { optionalText } from './mapping.js';
import { where } from './query.js';
import { createdAt, id, updatedAt } from './record-fields.js';

type Parents = Readonly<Record<string, string>>;
const ENTITIES: Readonly<Record<string, string>> = { invoice: 'Invoice', bill: 'Bill', expense: 'Purchase', quote: 'Estimate' };

function entityOf(referenceType: string | undefined): string {
  const entity = ENTITIES[referenceType ?? ''];
  if (!entity) throw new ApiError('RequestValidationError', { message: `QuickBooks has no ${referenceType ?? ''} documents to attach files to`, detail: { reference_type: referenceType ?? null, supported: Object.keys(ENTITIES) } });
  return entity;
}

function referenceOf(record: Json, parents: Parents): { type: 'invoice' | 'bill' | 'expense' | 'quote'; id: string } | undefined {
  const entity = entityOf(parents.reference_type);
  const ref = ((record.AttachableRef as Json[] | undefined) ?? []).find((entry) => String((entry.EntityRef as Json | undefined)?.type).toLowerCase() === entity.toLowerCase() && String((entry.EntityRef as Json).value) === parents.reference_id);
  return ref ? { type: parents.reference_type as 'invoice', id: String((ref.EntityRef as Json).value) } : undefined;
}

export const attachmentFields = fieldTable<ModelOf<typeof attachments>, Json, CompanyContext & { parents: Parents }>({
  id,
  name: { read: (record) => optionalText.read(record.FileName, record) ?? optionalText.read(record.Note, record), write: false },
  mime_type: { at: 'ContentType', codec: optionalText, write: false },
  size: { read: (record) => (typeof record.Size === 'number' ? record.Size : null), write: false },
  reference: { read: (record, { parents }) => referenceOf(record, parents), write: false },
  description: { at: 'Note', codec: optionalText, write: false },
  file_url: { at: 'TempDownloadUri', codec: optionalText, write: false },
  created_at: createdAt,
  updated_at: updatedAt,
});

const at = entityAt('Attachable');

/** List, one and delete on the kit; an attachment of another document is not this document's (404). */
const { implementation } = collection(attachments, {
  ...at,
  what: 'attachment of this document',
  fields: attachmentFields,
  context: async (_body, { ctx, parents }) => ({ ...(await companyContext(ctx)), parents }),
  scopeQuery: (parents) => ({ where: [where('AttachableRef.EntityRef.Type', '=', entityOf(parents.reference_type)), where('AttachableRef.EntityRef.value', '=', parents.reference_id ?? '')] }),
  only: (record, { parents }) => referenceOf(record, parents) !== undefined,
  add: false,
  update: false,
});

/** The bytes travel apart (attachment-files.ts): an upload is the create, and a download reads the record first. */
export const quickbooksAttachments = implement(attachments, {
  ...implementation,
  async add(ctx, { record, parents, file }) {
    if (!file) throw new ApiError('RequestValidationError', { message: 'The file\'s bytes are the body of an upload', detail: { body: 'required' } });
    const entity = entityOf(parents.reference_type);
    const name = typeof record.name === 'string' && record.name !== '' ? record.name : 'attachment';
    const created = await uploadAttachable(ctx, {
      FileName: name,
      ContentType: file.contentType,
      ...(typeof record.description === 'string' ? { Note: record.description } : {}),
      AttachableRef: [{ EntityRef: { type: entity, value: parents.reference_id } }],
    }, { bytes: file.bytes, contentType: file.contentType, name });
    return { id: String(created.Id) };
  },
  async download(ctx, { id: fileId, parents }) {
    const record = await readEntity(ctx, 'Attachable', fileId);
    if (!referenceOf(record, parents) || typeof record.FileName !== 'string') throw entityNotFound('No QuickBooks file attached to this document has this id', { id: fileId });
    return { bytes: await downloadAttachable(ctx, fileId), contentType: String(record.ContentType ?? 'application/octet-stream'), fileName: record.FileName };
  },
});
