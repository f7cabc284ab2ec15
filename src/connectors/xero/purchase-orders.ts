/**
 * Purchase orders on Xero's /PurchaseOrders (purchase-order-fields.ts maps
 * them). A delete sets Status DELETED (a deleted order is 404 and left out
 * of lists). Xero's order list takes no `where`: filter updated_since only
 * (If-Modified-Since); sort: updated_at.
 */
import { purchaseOrders } from '../../unified/accounting/purchase-orders.js';
import { collection } from '../kit/index.js';
import { inList, where, xeroDialect } from './dialect.js';
import { withLines } from './documents.js';
import { purchaseOrderFields, type XeroPurchaseOrder } from './purchase-order-fields.js';

export const xeroPurchaseOrders = collection(purchaseOrders, {
  dialect: xeroDialect,
  downstream: { id: 'PurchaseOrders', name: 'PurchaseOrders' },
  what: 'purchase order',
  fields: purchaseOrderFields,
  path: '/api.xro/2.0/PurchaseOrders',
  ...inList('PurchaseOrders'),
  idAt: 'PurchaseOrders.0.PurchaseOrderID',
  only: (order: XeroPurchaseOrder) => (order as XeroPurchaseOrder | undefined) !== undefined && order.Status !== 'DELETED',
  filters: { updated_since: where.modified },
  list: true,
  add: { method: 'PUT' },
  update: { method: 'POST' },
  delete: { method: 'POST', body: () => ({ PurchaseOrders: [{ Status: 'DELETED' }] }) },
  hooks: { beforeWrite: withLines },
});
