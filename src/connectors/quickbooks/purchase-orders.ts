/**
 * Purchase orders ↔ QuickBooks PurchaseOrder (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/purchaseorder),
 * on the purchase forms (purchase-forms.ts): the vendor, lines
 * (expense-lines.ts), expected date, POStatus Open/Closed as open/closed;
 * posts nothing. Filters supplier_id and updated_since; delete is
 * QuickBooks' delete.
 */
import { purchaseOrders } from '../../unified/accounting/purchase-orders.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { expenseLineRules } from './expense-lines.js';
import { address, optionalText, toAddress } from './mapping.js';
import { purchaseFormAt, purchaseRules } from './purchase-forms.js';
import { filterOn } from './query.js';
import { sortableRecordFields } from './record-fields.js';
import { oneOf } from './rules.js';

export const purchaseOrderFields = fieldTable<ModelOf<typeof purchaseOrders>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...purchaseRules,
  display_id: { at: 'DocNumber', codec: optionalText, write: false },
  po_number: { at: 'DocNumber', codec: optionalText },
  status: oneOf('POStatus', { Open: 'open', Closed: 'closed' }, 'open'),
  issued_date: 'TxnDate',
  expected_arrival_date: 'ExpectedDate',
  total_tax: { read: () => 0, write: false },
  // Purchase order lines are invoice lines in the unified model: an item or an account, without the bill line's customer.
  line_items: {
    read: (record, company) => expenseLineRules.read(record, company).map(({ customer: _customer, type: _type, ...line }) => ({ ...line, type: 'other' as const })) as never,
    write: expenseLineRules.write,
  },
  shipping_address: { read: (record) => address(record.ShipAddr, 'shipping') ?? {}, write: (value) => ({ ShipAddr: toAddress(value as Json | null | undefined) }) },
  memo: { at: 'Memo', codec: optionalText },
  notes: { at: 'PrivateNote', codec: optionalText },
}, { nullAs: undefined });

export const quickbooksPurchaseOrders = collection(purchaseOrders, {
  ...purchaseFormAt('PurchaseOrder', ['created', 'updated', 'deleted', 'emailed']),
  fields: purchaseOrderFields,
  filters: { supplier_id: filterOn.equals('VendorRef'), updated_since: filterOn.since('MetaData.LastUpdatedTime') },
});

