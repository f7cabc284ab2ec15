/**
 * Attachments of Xero's records ("Attachments", developer.xero.com): for
 * each kind of record that takes them,
 *
 *   GET      /{Endpoint}/{Guid}/Attachments                the record's files, as metadata
 *   GET      /{Endpoint}/{Guid}/Attachments/{AttachmentID or FileName}   the bytes
 *   PUT/POST /{Endpoint}/{Guid}/Attachments/{FileName}     upload (a file of the same name is replaced)
 *
 * The upload's body is the file itself (application/octet-stream); its
 * type comes from the file name. At most 10 files per record; invoices and
 * credit notes may show a file on the online invoice (`IncludeOnline=true`).
 * Bytes are answered as application/octet-stream, as the description
 * declares, whatever `contentType` header the client sent.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { ATTACHMENTS_TABLE } from './attachment-flags.js';
import { API_BASE, xeroEnvelope } from './dialect.js';
import { byId } from './lookups.js';

type Ctx = KitContext<XeroOrganisation>;

/** Endpoint → the table of its records. */
const ENDPOINTS: Readonly<Record<string, string>> = {
  Accounts: 'accounts', BankTransactions: 'bankTransactions', Contacts: 'contacts', CreditNotes: 'creditNotes',
  Invoices: 'invoices', ManualJournals: 'manualJournals', PurchaseOrders: 'purchaseOrders', Quotes: 'quotes',
};
const ONLINE = new Set(['Invoices', 'CreditNotes']);
const MAX_PER_RECORD = 10;
const MAX_BYTES = 10 * 1024 * 1024;

const MIME_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', tif: 'image/tiff', tiff: 'image/tiff',
  pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', rtf: 'application/rtf', xml: 'application/xml',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet', zip: 'application/zip',
};

function mimeTypeOf(fileName: string): string {
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return MIME_TYPES[extension] ?? 'application/octet-stream';
}

function ownerOf(ctx: Ctx, endpoint: string): StoredRecord {
  const owner = byId(ctx.tenant, ENDPOINTS[endpoint]!, ctx.request.params.Guid);
  if (!owner) throw fail.notFound(`No such ${endpoint} record`);
  return owner;
}

function filesOf(ctx: Ctx, owner: StoredRecord): StoredRecord[] {
  return ctx.tenant.table(ATTACHMENTS_TABLE).all().filter((file) => file.OwnerID === owner.id);
}

function metadata(ctx: Ctx, endpoint: string, file: StoredRecord): Record<string, unknown> {
  return {
    AttachmentID: file.id,
    FileName: file.FileName,
    Url: `${ctx.request.origin}${API_BASE}/${endpoint}/${String(file.OwnerID)}/Attachments/${encodeURIComponent(String(file.FileName))}`,
    MimeType: file.MimeType,
    ContentLength: file.ContentLength,
    ...(ONLINE.has(endpoint) ? { IncludeOnline: file.IncludeOnline === true } : {}),
  };
}

function upload(ctx: Ctx, endpoint: string, bytes: Buffer) {
  const owner = ownerOf(ctx, endpoint);
  const fileName = ctx.request.params.FileName ?? '';
  if (fileName.trim() === '' || fileName.length > 255) throw fail.validation('The file name must be 1 to 255 characters');
  if (bytes.length === 0) throw fail.validation('The file is empty');
  if (bytes.length > MAX_BYTES) throw fail.validation('The file is larger than the emulator accepts (10 MB)');
  const files = filesOf(ctx, owner);
  const replaced = files.find((file) => String(file.FileName).toLowerCase() === fileName.toLowerCase());
  if (!replaced && files.length >= MAX_PER_RECORD) throw fail.validation(`A record can have at most ${MAX_PER_RECORD} attachments`);
  if (replaced) ctx.tenant.table(ATTACHMENTS_TABLE).remove(replaced.id);
  const file: StoredRecord = {
    id: replaced?.id ?? ctx.faker.string.uuid(),
    OwnerID: owner.id,
    FileName: fileName,
    MimeType: mimeTypeOf(fileName),
    ContentLength: bytes.length,
    IncludeOnline: ONLINE.has(endpoint) && ctx.request.query.get('IncludeOnline') === 'true',
    Content: bytes.toString('base64'),
  };
  ctx.tenant.table(ATTACHMENTS_TABLE).insert(file);
  return { status: 200, body: xeroEnvelope('Attachments', [metadata(ctx, endpoint, file)]) };
}

export function registerAttachments(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  // Uploads are bytes: read them as such here, not as the text every other route takes.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = (body as Buffer).toString('latin1');
      done(null, body);
    });
    for (const endpoint of Object.keys(ENDPOINTS)) {
      const base = `${API_BASE}/${endpoint}/:Guid/Attachments`;
      scope.get(base, kit.handler((ctx) => {
        const owner = ownerOf(ctx, endpoint);
        return { status: 200, body: xeroEnvelope('Attachments', filesOf(ctx, owner).map((file) => metadata(ctx, endpoint, file))) };
      }));
      // Xero's {AttachmentID} and {FileName} share the path: one parameter, matched as either.
      scope.get(`${base}/:FileName`, kit.handler((ctx) => {
        const owner = ownerOf(ctx, endpoint);
        const reference = ctx.request.params.FileName ?? '';
        const file = filesOf(ctx, owner).find((candidate) => candidate.id === reference.toLowerCase() || String(candidate.FileName).toLowerCase() === reference.toLowerCase());
        if (!file) throw fail.notFound('No such attachment');
        return { status: 200, body: Buffer.from(String(file.Content), 'base64'), contentType: 'application/octet-stream' };
      }));
      for (const method of ['PUT', 'POST'] as const) {
        scope.route({
          method,
          url: `${base}/:FileName`,
          handler: kit.handler((ctx) => upload(ctx, endpoint, Buffer.isBuffer(ctx.request.body) ? ctx.request.body : Buffer.from(String(ctx.request.body ?? ''), 'utf8'))),
        });
      }
    }
  });
}
