/**
 * Generated from openapi/*.json by scripts/generate-types.mjs (openapi-typescript).
 * Do not edit: run `npm run sdk:generate` at the repository's root.
 */

import type { paths as accountingPaths, components as accountingComponents } from './accounting.js';
import type { paths as atsPaths, components as atsComponents } from './ats.js';
import type { paths as connectorPaths, components as connectorComponents } from './connector.js';
import type { paths as crmPaths, components as crmComponents } from './crm.js';
import type { paths as customerSupportPaths, components as customerSupportComponents } from './customer-support.js';
import type { paths as ecommercePaths, components as ecommerceComponents } from './ecommerce.js';
import type { paths as fileStoragePaths, components as fileStorageComponents } from './file-storage.js';
import type { paths as hrisPaths, components as hrisComponents } from './hris.js';
import type { paths as issueTrackingPaths, components as issueTrackingComponents } from './issue-tracking.js';
import type { paths as posPaths, components as posComponents } from './pos.js';
import type { paths as proxyPaths, components as proxyComponents } from './proxy.js';
import type { paths as smsPaths, components as smsComponents } from './sms.js';
import type { paths as vaultPaths, components as vaultComponents } from './vault.js';
import type { paths as webhookPaths, components as webhookComponents } from './webhook.js';

/** Each document's types (paths, operations, components), under the API's name: `sms.components["schemas"]["Message"]`. */
export type * as accounting from './accounting.js';
export type * as ats from './ats.js';
export type * as connector from './connector.js';
export type * as crm from './crm.js';
export type * as customerSupport from './customer-support.js';
export type * as ecommerce from './ecommerce.js';
export type * as fileStorage from './file-storage.js';
export type * as hris from './hris.js';
export type * as issueTracking from './issue-tracking.js';
export type * as pos from './pos.js';
export type * as proxy from './proxy.js';
export type * as sms from './sms.js';
export type * as vault from './vault.js';
export type * as webhook from './webhook.js';

/** Every operation the service serves, by path: the paths of all the documents (they never share a path). */
export type paths = accountingPaths & atsPaths & connectorPaths & crmPaths & customerSupportPaths & ecommercePaths & fileStoragePaths & hrisPaths & issueTrackingPaths & posPaths & proxyPaths & smsPaths & vaultPaths & webhookPaths;

/** The named schemas of each document, by API. */
export interface schemas {
  "accounting": accountingComponents['schemas'];
  "ats": atsComponents['schemas'];
  "connector": connectorComponents['schemas'];
  "crm": crmComponents['schemas'];
  "customer-support": customerSupportComponents['schemas'];
  "ecommerce": ecommerceComponents['schemas'];
  "file-storage": fileStorageComponents['schemas'];
  "hris": hrisComponents['schemas'];
  "issue-tracking": issueTrackingComponents['schemas'];
  "pos": posComponents['schemas'];
  "proxy": proxyComponents['schemas'];
  "sms": smsComponents['schemas'];
  "vault": vaultComponents['schemas'];
  "webhook": webhookComponents['schemas'];
}
