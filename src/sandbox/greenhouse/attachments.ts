/**
 * Attachments (https://harvestdocs.greenhouse.io/reference/get_v3-attachments):
 * files of an application (résumés, cover letters, offer documents), listed
 * with `ids`, `application_ids`, `candidate_ids` and `type`. Each answer's
 * `url` is a signed, time-limited download link that expires after seven
 * days ("refetch the attachment whenever you need a fresh URL"): here
 * `/files/attachments/{id}?issued=…&Expires=…&Signature=…` on the emulator,
 * outside the API (no token needed, as with the storage links Greenhouse hands out).
 *
 * Tests expire every link handed out so far with the switch
 * `attachment_links_expired` (its value: the instant, epoch ms, before which
 * links are dead); links fetched afterwards work.
 */
import { onePagePdf } from '../framework/seed-files.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineResource, switchValue, type PlatformKit, type StoredRecord, type SwitchDeclaration } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';
import { idsFilter, integerId, sequentialIds, standardFilters } from './records.js';

export const ATTACHMENT_TYPES = ['resume', 'cover_letter', 'take_home_test', 'offer_packet', 'offer_letter', 'signed_offer_letter', 'midfunnel_agreement', 'automated_agreement', 'form_attachment', 'other'] as const;

const LINK_LIFETIME_MS = 7 * 86_400_000;
/** Signs the emulator's links; the links only open loopback files of seeded data. */
const LINK_KEY = 'greenhouse-emulator-attachment-links';

export const EXPIRE_LINKS_SWITCH = 'attachment_links_expired';

export const attachmentSwitches: Record<string, SwitchDeclaration> = {
  [EXPIRE_LINKS_SWITCH]: { description: 'Every attachment link issued before this instant (epoch ms) has expired', accepts: (value) => typeof value === 'number' && Number.isFinite(value) },
};

function signature(accountId: string, id: string, issued: number): string {
  return createHmac('sha256', LINK_KEY).update(`${accountId}:${id}:${issued}`).digest('base64url');
}

export const attachments = defineResource<GreenhouseAccount>({
  name: 'attachments',
  routes: { list: 'GET /v3/attachments' },
  newId: sequentialIds('attachments', 880_000_001),
  fields: {
    id: integerId,
    application_id: { kind: 'integer', readOnly: true },
    candidate_id: { kind: 'integer', readOnly: true },
    filename: { kind: 'string', readOnly: true },
    type: { kind: 'string', readOnly: true, enum: ATTACHMENT_TYPES },
    visibility: { kind: 'string', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  filters: {
    ...standardFilters(),
    application_ids: idsFilter('application_ids', 'application_id'),
    candidate_ids: idsFilter('candidate_ids', 'candidate_id'),
    type: (record, value) => record.type === value,
  },
  hooks: {
    present(wire, record, ctx) {
      const issued = ctx.now;
      const query = new URLSearchParams({ account: ctx.account.id, issued: String(issued), Expires: String(Math.floor((issued + LINK_LIFETIME_MS) / 1000)), Signature: signature(ctx.account.id, record.id, issued) });
      return { ...wire, url: `${ctx.request.origin}/files/attachments/${record.id}?${query.toString()}` };
    },
  },
});

/** A one-page PDF naming the file: enough for a client that stores or forwards it. */
export const resumePdf = (title: string): Buffer => onePagePdf(title, 14);

const denied = (reason: string) => ({ status: 403, contentType: 'application/xml', body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${reason}</Message></Error>` });

/** The signed link's target: the file while the link lives, S3's 403 AccessDenied after. */
export function registerAttachmentFiles(app: FastifyInstance, kit: PlatformKit<GreenhouseAccount>, accounts: readonly GreenhouseAccount[]): void {
  app.get('/files/attachments/:id', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const id = (request.params as { id: string }).id;
    const account = accounts.find((candidate) => candidate.id === query.account);
    const issued = Number(query.issued);
    const expected = account && Number.isFinite(issued) ? signature(account.id, id, issued) : undefined;
    const presented = query.Signature ?? '';
    const send = (answer: { status: number; contentType: string; body: string | Buffer }, headers: Record<string, string> = {}) => reply.code(answer.status).headers(headers).type(answer.contentType).send(answer.body);
    if (!account || !expected || expected.length !== presented.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(presented))) return send(denied('Request has invalid signature'));
    const tenant = kit.tenantOf(account.id);
    const expiredBefore = switchValue<number>(tenant, EXPIRE_LINKS_SWITCH);
    if (issued + LINK_LIFETIME_MS <= Date.now() || (expiredBefore !== undefined && issued < expiredBefore)) return send(denied('Request has expired'));
    const attachment: StoredRecord | undefined = tenant.table('attachments').get(id);
    if (!attachment) return send({ status: 404, contentType: 'application/xml', body: '<Error><Code>NoSuchKey</Code></Error>' });
    return send({ status: 200, contentType: 'application/pdf', body: resumePdf(String(attachment.filename)) }, { 'content-disposition': `attachment; filename="${String(attachment.filename).replace(/"/g, '')}"` });
  });
}
