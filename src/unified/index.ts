/** Every unified API the service serves. Adding one means adding its folder and a line here. */
import { accounting } from './accounting/index.js';
import { ats } from './ats/index.js';
import { crm } from './crm/index.js';
import { customerSupport } from './customer-support/index.js';
import { ecommerce } from './ecommerce/index.js';
import { fileStorage } from './file-storage/index.js';
import { hris } from './hris/index.js';
import { pos } from './pos/index.js';
import type { ResourceDeclaration, UnifiedApiDeclaration } from './define.js';
import { issueTracking } from './issue-tracking/index.js';
import { sms } from './sms/index.js';

export const UNIFIED_APIS: readonly UnifiedApiDeclaration[] = [sms, customerSupport, issueTracking, crm, accounting, hris, ats, fileStorage, ecommerce, pos];

export const UNIFIED_RESOURCES: ReadonlyMap<string, ResourceDeclaration> = new Map(
  UNIFIED_APIS.flatMap((api) => api.resources).map((resource) => [resource.key, resource]),
);

export function findUnifiedApi(id: string): UnifiedApiDeclaration | undefined {
  return UNIFIED_APIS.find((api) => api.id === id);
}
