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
import { mapFields } from '../framework/field-mapper.js';
import { entityNotFound } from '../framework/not-found.js';
import { deleteEntity, readEntity, type Json } from './api.js';
import { downloadAttachable, uploadAttachable } from './attachment-files.js';
import { companyContext, type CompanyContext } from './company.js';
import { createdAt, nonEmpty, updatedAt } from './mapping.js';
import { queryList, where } from './query.js';

type C = CompanyContext;
const ENTITIES: Readonly<Record<string, string>> = { invoice: 'Invoice', bill: 'Bill', expense: 'Purchase', quote: 'Estimate' };

function entityOf(referenceType: string | undefined): string {
  const entity = ENTITIES[referenceType ?? ''];
  if (!entity) throw new ApiError('RequestValidationError', { message: `QuickBooks has no ${referenceType ?? ''} documents to attach files to`, detail: { reference_type: referenceType ?? null, supported: Object.keys(ENTITIES) } });
  return entity;
}

function referenceOf(record: Json, parents: Readonly<Record<string, string>>): { type: 'invoice' | 'bill' | 'expense' | 'quote'; id: string } | undefined {
  const entity = entityOf(parents.reference_type);
  const ref = ((record.AttachableRef as Json[] | undefined) ?? []).find((entry) => String((entry.EntityRef as Json | undefined)?.type).toLowerCase() === entity.toLowerCase() && String((entry.EntityRef as Json).value) === parents.reference_id);
  return ref ? { type: parents.reference_type as 'invoice', id: String((ref.EntityRef as Json).value) } : undefined;
}

export const fromQuickBooksAttachable = mapFields<Json, ModelOf<typeof attachments>, C & { parents: Readonly<Record<string, string>> }>({
  id: (record) => String(record.Id),
  name: (record) => nonEmpty(record.FileName) ?? nonEmpty(record.Note),
  mime_type: (record) => nonEmpty(record.ContentType),
  size: (record) => (typeof record.Size === 'number' ? record.Size : null),
  reference: (record, c) => referenceOf(record, c.parents),
  description: (record) => nonEmpty(record.Note),
  file_url: (record) => nonEmpty(record.TempDownloadUri),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

export const quickbooksAttachments = implement(attachments, {
  downstream: { id: 'Attachable', name: 'Attachable' },
  mapper: fromQuickBooksAttachable,
  list: queryList({
    entity: 'Attachable',
    conditions: ({ parents }) => [where('AttachableRef.EntityRef.Type', '=', entityOf(parents.reference_type)), where('AttachableRef.EntityRef.value', '=', parents.reference_id ?? '')],
    map: (record, company, params) => fromQuickBooksAttachable(record, { ...company, parents: params.parents }),
  }),
  async one(ctx, { id, parents }) {
    const record = await readEntity(ctx, 'Attachable', id);
    const mapped = fromQuickBooksAttachable(record, { ...(await companyContext(ctx)), parents });
    // An attachment of another document is not this document's.
    if (!mapped.reference) throw entityNotFound('No QuickBooks attachment of this document has this id', { id });
    return mapped;
  },
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
  async download(ctx, { id, parents }) {
    const record = await readEntity(ctx, 'Attachable', id);
    if (!referenceOf(record, parents) || typeof record.FileName !== 'string') throw entityNotFound('No QuickBooks file attached to this document has this id', { id });
    return { bytes: await downloadAttachable(ctx, id), contentType: String(record.ContentType ?? 'application/octet-stream'), fileName: record.FileName };
  },
  async delete(ctx, { id, parents }) {
    const record = await readEntity(ctx, 'Attachable', id);
    if (!referenceOf(record, parents)) throw entityNotFound('No QuickBooks attachment of this document has this id', { id });
    return deleteEntity(ctx, 'Attachable', id);
  },
});
