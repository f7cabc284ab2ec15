/**
 * Files attached to a seeded invoice: the signed delivery note and the
 * customer's purchase order, as Xero keeps attachments (attachments.ts).
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { ATTACHMENTS_TABLE } from './attachment-flags.js';
import type { Seeder } from './seed-context.js';

export function seedAttachments(seeding: Seeder, invoice: StoredRecord): void {
  const files: Array<[string, string, Buffer]> = [
    ['delivery-note.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n% Signed delivery note\n%%EOF\n')],
    ['purchase-order.txt', 'text/plain', Buffer.from(`Purchase order for ${String(invoice.InvoiceNumber ?? '')}\n`)],
  ];
  for (const [FileName, MimeType, bytes] of files) {
    seeding.seed.tenant.table(ATTACHMENTS_TABLE).insert({
      id: seeding.seed.faker.string.uuid(), OwnerID: invoice.id, FileName, MimeType, ContentLength: bytes.length, IncludeOnline: false, Content: bytes.toString('base64'),
    });
  }
}
