/**
 * Purchase orders on Xero's /PurchaseOrders (purchase-order-fields.ts maps
 * them). A delete sets Status DELETED (a deleted order is 404 and left out
 * of lists). Xero's order list takes no `where`: filter updated_since only
 * (If-Modified-Since); sort: updated_at.
 */
import { purchaseOrders } from '../../unified/accounting/purchase-orders.js';
import { collection } from '../kit/index.js';
import { undeleted, where, xeroRecords } from './dialect.js';
import { withLines } from './documents.js';
import { purchaseOrderFields, type XeroPurchaseOrder } from './purchase-order-fields.js';

export const xeroPurchaseOrders = collection(purchaseOrders, {
  ...xeroRecords('PurchaseOrders', 'PurchaseOrderID'),
  what: 'purchase order',
  fields: purchaseOrderFields,
  only: (order: XeroPurchaseOrder) => undeleted(order),
  filters: { updated_since: where.modified },
  delete: { method: 'POST', body: () => ({ PurchaseOrders: [{ Status: 'DELETED' }] }) },
  hooks: { beforeWrite: withLines },
});
