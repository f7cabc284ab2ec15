/**
 * Whether a record has attachments (`HasAttachments` on Xero's documents and
 * contacts), read from the organisation's attachments table (attachments.ts).
 */
import type { TenantState } from '../framework/kit/index.js';

export const ATTACHMENTS_TABLE = 'attachments';

export function attachmentsPresent(tenant: TenantState, ownerId: string): boolean {
  return tenant.table(ATTACHMENTS_TABLE).all().some((attachment) => attachment.OwnerID === ownerId);
}
