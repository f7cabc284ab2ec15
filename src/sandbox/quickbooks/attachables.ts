/**
 * Attachable (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/attachable):
 * a file (or a note) attached to transactions and names through
 * AttachableRef[].EntityRef. Files arrive by
 *
 *   POST /v3/company/{realmId}/upload   multipart/form-data: file_metadata_01 (the Attachable, JSON)
 *                                       and file_content_01 (the file), answered as
 *                                       {"AttachableResponse": [{"Attachable": {...}}], "time"}
 *   GET  /v3/company/{realmId}/download/{id}   answers the file's temporary download URL as text
 *
 * and an Attachable answers TempDownloadUri, a link that works for 15
 * minutes without the access token (QuickBooks signs S3 URLs; the emulator
 * signs its own /__files/ links). Note-only attachables are created by
 * POSTing JSON to /attachable; both kinds are deleted with ?operation=delete.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlatformKit, StoredRecord } from '../framework/kit/index.js';
import { API_PREFIX, serverTime } from './dialect.js';
import { defineEntity, newQboId, type Ctx } from './entity.js';
import { invalidField, objectNotFound, requiredField } from './faults.js';
import type { QuickBooksRealm } from './realms.js';

const LINK_SECRET = randomBytes(32);
const LINK_LIFETIME_MS = 15 * 60_000;
const LINKABLE = ['Invoice', 'Bill', 'CreditMemo', 'Payment', 'BillPayment', 'SalesReceipt', 'RefundReceipt', 'Estimate', 'PurchaseOrder', 'Purchase', 'JournalEntry', 'Customer', 'Vendor', 'Employee', 'Item', 'Account'];

interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Uploaded bytes, by a random key the record keeps (`fileKey`), outside the
 * realm's state so the unauthenticated link can reach them; a reset forgets
 * the records, and with them every way to the key. Bounded: the oldest go first.
 */
const FILES = new Map<string, StoredFile>();
const KEPT_FILES = 500;

function keep(file: StoredFile): string {
  const key = randomBytes(16).toString('hex');
  FILES.set(key, file);
  if (FILES.size > KEPT_FILES) FILES.delete(FILES.keys().next().value as string);
  return key;
}

/** The file's link, signed like S3's pre-signed URLs: key in the path, expiry and signature in the query. */
function signedLink(origin: string, fileKey: string, expires: number): string {
  const signature = createHmac('sha256', LINK_SECRET).update(`${fileKey}:${expires}`).digest('hex');
  return `${origin}/__files/quickbooks/${fileKey}?X-Expires=${expires}&X-Signature=${signature}`;
}

function linkValid(fileKey: string, expires: string | undefined, signature: string | undefined, now: number): boolean {
  if (!expires || !signature || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature) || Number(expires) <= now) return false;
  const expected = createHmac('sha256', LINK_SECRET).update(`${fileKey}:${expires}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const hasFile = (record: StoredRecord) => typeof record.fileKey === 'string';

function checkRefs(record: StoredRecord, ctx: Ctx): void {
  const refs = record.AttachableRef;
  if (refs === undefined) return;
  if (!Array.isArray(refs)) throw invalidField('AttachableRef', 'AttachableRef must be an array');
  record.AttachableRef = refs.map((ref: { EntityRef?: { type?: unknown; value?: unknown }; IncludeOnSend?: unknown }, index) => {
    const type = LINKABLE.find((name) => name.toLowerCase() === String(ref?.EntityRef?.type ?? '').toLowerCase());
    if (!type) throw invalidField(`AttachableRef[${index}].EntityRef.type`, `EntityRef.type must be one of ${LINKABLE.join(', ')}`, '2170', 'Invalid Enumeration');
    if (!ctx.tenant.table(type).has(String(ref.EntityRef?.value))) throw invalidField(`AttachableRef[${index}].EntityRef`, `${type} ${String(ref.EntityRef?.value).slice(0, 20)} does not exist`, '2500', 'Invalid Reference Id');
    return { EntityRef: { type, value: String(ref.EntityRef?.value) }, IncludeOnSend: ref.IncludeOnSend === true };
  });
}

export const attachables = defineEntity({
  name: 'Attachable',
  sequence: 'own',
  writes: { delete: true },
  fields: {
    FileName: { kind: 'string', maxLength: 1000 },
    Note: { kind: 'string', maxLength: 2000 },
    Category: { kind: 'string', enum: ['Contact Photo', 'Document', 'Image', 'Receipt', 'Signature', 'Sound', 'Other'] },
    ContentType: { kind: 'string' },
    Size: { kind: 'integer', readOnly: true },
    AttachableRef: { kind: 'array' },
    FileAccessUri: { kind: 'string', readOnly: true },
    TempDownloadUri: { kind: 'string', readOnly: true },
  },
  normalise(record, ctx) {
    checkRefs(record, ctx);
    if (!hasFile(record) && (typeof record.Note !== 'string' || record.Note === '')) throw requiredField('Note');
  },
  beforeDelete: (record) => void FILES.delete(String(record.fileKey)),
  present(wire, record, ctx) {
    if (!hasFile(record)) return wire;
    return { ...wire, FileAccessUri: `/v3/company/${ctx.account.id}/download/${record.id}`, TempDownloadUri: signedLink(ctx.request.origin, String(record.fileKey), ctx.now + LINK_LIFETIME_MS) };
  },
});

async function formOf(body: unknown, contentType: string): Promise<FormData> {
  if (!Buffer.isBuffer(body)) throw invalidField('', 'The upload must be multipart/form-data', '2010');
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidField('', 'The multipart body could not be read', '2010');
  }
}

export function registerAttachableRoutes(app: FastifyInstance, kit: PlatformKit<QuickBooksRealm>): void {
  // Files are bytes: kept as a Buffer (the recording keeps them as latin1 text).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = (body as Buffer).toString('latin1');
    done(null, body);
  });

  app.post(`${API_PREFIX}/:realmId/upload`, kit.handler(async (ctx) => {
    const form = await formOf(ctx.request.body, String(ctx.request.headers['content-type'] ?? ''));
    const answers: Record<string, unknown>[] = [];
    for (const [name, value] of form) {
      const match = /^file_content_(\d+)$/.exec(name);
      if (!match || typeof value === 'string') continue;
      const metadataPart = form.get(`file_metadata_${match[1]}`);
      const metadataText = metadataPart === null ? '{}' : typeof metadataPart === 'string' ? metadataPart : await metadataPart.text();
      let metadata: Record<string, unknown>;
      try {
        metadata = JSON.parse(metadataText) as Record<string, unknown>;
      } catch {
        throw invalidField(`file_metadata_${match[1]}`, 'The file metadata must be JSON');
      }
      const bytes = Buffer.from(await value.arrayBuffer());
      const id = newQboId(ctx, 'own', 'Attachable');
      const contentType = String(metadata.ContentType ?? (value.type || 'application/octet-stream'));
      const record: StoredRecord = { id, SyncToken: '0', createdAt: ctx.now, updatedAt: ctx.now, FileName: metadata.FileName ?? value.name, ContentType: contentType, Size: bytes.length };
      if (metadata.Note !== undefined) record.Note = metadata.Note;
      if (metadata.Category !== undefined) record.Category = metadata.Category;
      if (metadata.AttachableRef !== undefined) record.AttachableRef = metadata.AttachableRef;
      checkRefs(record, ctx);
      record.fileKey = keep({ bytes, contentType });
      ctx.tenant.table('Attachable').insert(record);
      ctx.emit('qbo.attachable.created.v1', 'Attachable', record);
      answers.push({ Attachable: kit.present('Attachable', record, ctx) });
    }
    if (answers.length === 0) throw requiredField('file_content_01');
    return { status: 200, body: { AttachableResponse: answers, time: serverTime() } };
  }));

  app.get(`${API_PREFIX}/:realmId/download/:id`, kit.handler((ctx) => {
    const record = ctx.tenant.table('Attachable').get(String(ctx.request.params.id));
    if (!record || !hasFile(record)) throw objectNotFound('Attachable', String(ctx.request.params.id));
    const wire = kit.present('Attachable', record, ctx);
    return { status: 200, body: String(wire.TempDownloadUri), contentType: 'text/plain; charset=utf-8' };
  }));

  // The temporary link: no token, only its signature and expiry (the stand-in for S3's pre-signed URL).
  app.get('/__files/quickbooks/:key', async (request, reply) => {
    const key = String((request.params as { key: string }).key);
    const query = request.query as Record<string, string | undefined>;
    if (!linkValid(key, query['X-Expires'], query['X-Signature'], Date.now())) return reply.code(403).type('application/xml').send('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    const file = FILES.get(key);
    if (!file) return reply.code(404).type('application/xml').send('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
    return reply.code(200).type(file.contentType).send(file.bytes);
  });
}
