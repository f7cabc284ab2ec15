/**
 * Attachments ← the files on Xero's invoices, bills, bank transactions
 * (expenses) and quotes: GET /{Endpoint}/{Guid}/Attachments lists them,
 * GET …/Attachments/{AttachmentID} answers a file's bytes, PUT
 * …/Attachments/{FileName} uploads one (as application/octet-stream; a file
 * of the same name is replaced).
 *
 * The document is checked to be of the kind the path names (a bill's id is
 * not an invoice's). Xero has no expense reports, and no API to delete an
 * attachment: delete is not offered.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { Attachment as AttachmentModel, attachments } from '../../unified/accounting/attachments.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { fieldTable, pageInMemory } from '../kit/index.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import { text } from './values.js';
import { segment } from '../framework/rest/path.js';

type Attachment = Static<typeof AttachmentModel>;
type Parents = Readonly<Record<string, string>>;

interface XeroAttachment { AttachmentID: string; FileName?: string; Url?: string; MimeType?: string; ContentLength?: number }
type Placed = XeroAttachment & { parents: Parents };

/** Kind of document → where Xero keeps it, and the type its record must have. */
const DOCUMENTS: Readonly<Record<string, { endpoint: string; type?: string }>> = {
  invoice: { endpoint: 'Invoices', type: 'ACCREC' },
  bill: { endpoint: 'Invoices', type: 'ACCPAY' },
  expense: { endpoint: 'BankTransactions', type: 'SPEND' },
  quote: { endpoint: 'Quotes' },
};

/** The document's path, once it is known to exist and be of the named kind. */
async function documentPath(ctx: ConnectorContext, parents: Parents): Promise<string> {
  const kind = DOCUMENTS[parents.reference_type ?? ''];
  if (!kind) {
    throw new ApiError('RequestValidationError', { message: `Xero has no ${parents.reference_type ?? ''} documents to attach files to`, detail: { reference_type: parents.reference_type ?? null, supported: Object.keys(DOCUMENTS) } });
  }
  const id = parents.reference_id ?? '';
  const document = await xeroOne<{ Type?: string }>(ctx, kind.endpoint, id, parents.reference_type!);
  if (kind.type && document.Type !== kind.type) throw entityNotFound(`No Xero ${parents.reference_type} has this id`, { id });
  return `${kind.endpoint}/${id}/Attachments`;
}

export const attachmentFields = fieldTable<Attachment, Placed>({
  id: { at: 'AttachmentID', write: false },
  name: { read: (file) => text(file.FileName), write: false },
  mime_type: { read: (file) => text(file.MimeType), write: false },
  size: { read: (file) => file.ContentLength ?? null, write: false },
  file_url: { read: (file) => text(file.Url), write: false },
  reference: { read: (file) => ({ type: file.parents.reference_type as 'invoice', id: file.parents.reference_id! }), write: false },
});

async function filesOf(ctx: ConnectorContext, parents: Parents): Promise<Placed[]> {
  const body = await xero<{ Attachments?: XeroAttachment[] }>(ctx, { method: 'GET', path: await documentPath(ctx, parents) });
  return (body.Attachments ?? []).map((file) => ({ ...file, parents }));
}

async function fileOf(ctx: ConnectorContext, id: string, parents: Parents): Promise<Placed> {
  const file = (await filesOf(ctx, parents)).find((candidate) => candidate.AttachmentID.toLowerCase() === id.toLowerCase());
  if (!file) throw entityNotFound('No Xero attachment has this id on this document', { id: id.slice(0, 64) });
  return file;
}

export const xeroAttachments = implement(attachments, {
  downstream: { id: 'Attachments', name: 'Attachments' },
  mapper: attachmentFields,
  // Xero answers a document's files whole: paged here.
  list: { paging: true, run: (ctx, params) => pageInMemory(params, async () => ({ items: (await filesOf(ctx, params.parents)).map((file) => attachmentFields(file)), next: null })) },
  one: async (ctx, { id, parents }) => attachmentFields(await fileOf(ctx, id, parents)),
  async add(ctx, { record, parents, file }) {
    if (!file) throw new ApiError('RequestValidationError', { message: 'The file\'s bytes are the body of an upload', detail: { body: 'required' } });
    const name = record.name;
    if (!name) throw new ApiError('RequestValidationError', { message: 'Xero names attachments by their file name: send name in x-svc-metadata', detail: { name: 'required' } });
    const body = await xero(ctx, {
      method: 'PUT',
      path: `${await documentPath(ctx, parents)}/${segment(name, 'name')}`,
      bytes: { body: file.bytes, contentType: 'application/octet-stream' },
    });
    return { id: firstOf<XeroAttachment>(body, 'Attachments').AttachmentID };
  },
  async download(ctx, { id, parents }) {
    const file = await fileOf(ctx, id, parents);
    const bytes = await xero<Buffer>(ctx, {
      method: 'GET',
      path: `${await documentPath(ctx, parents)}/${file.AttachmentID}`,
      accept: 'application/octet-stream',
      headers: { contentType: file.MimeType ?? 'application/octet-stream' },
      responseType: 'bytes',
    });
    return { bytes, contentType: file.MimeType ?? 'application/octet-stream', ...(file.FileName ? { fileName: file.FileName } : {}) };
  },
});
