/**
 * The MCP tools read from the declarations: one per unified operation (file
 * uploads aside), their scopes (money apart from write), input schemas and
 * annotations, the request a call makes, and personal fields left out at
 * any depth.
 */
import { describe, expect, it } from 'vitest';
import { Contact } from '../../src/unified/crm/contacts.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';
import { withoutPii } from '../../src/mcp/pii.js';
import { unifiedTools } from '../../src/mcp/tool-catalog.js';
import { ToolArgumentError, unifiedRequestOf } from '../../src/mcp/tool-call.js';

const tool = (name: string) => {
  const found = unifiedTools().get(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

describe('MCP tool catalog', () => {
  it('has one tool per declared unified operation, file uploads aside', () => {
    const expected = UNIFIED_APIS.flatMap((api) => api.resources).flatMap((resource) =>
      resource.operations.filter((operation) => !(operation === 'add' && resource.addBody === 'file')).map((operation) => `${resource.key}:${operation}`),
    );
    const actual = [...unifiedTools().values()].filter((entry) => entry.action === undefined).map((entry) => `${entry.resource.key}:${entry.operation}`);
    expect(actual.sort()).toEqual(expected.sort());
    for (const name of unifiedTools().keys()) expect(name).toMatch(/^[a-z0-9_]{1,64}$/);
  });

  it('has a tool per named action that JSON can carry, with the scopes and key its declaration asks for', () => {
    const actions = [...unifiedTools().values()].filter((entry) => entry.action !== undefined).map((entry) => entry.name);
    expect(actions).toEqual(expect.arrayContaining(['pos_orders_pay', 'file_storage_files_search', 'file_storage_folders_copy', 'file_storage_upload_sessions_finish']));
    // Bytes in or out are not for JSON arguments: a part's upload, a download, an export.
    expect(actions).not.toContain('file_storage_upload_sessions_upload');
    expect(actions).not.toContain('file_storage_files_export');
    const pay = tool('pos_orders_pay');
    expect(pay).toMatchObject({ method: 'POST', route: '/pos/orders/:id/pay', scopes: ['write', 'money'], idempotencyHeader: 'idempotency-key', takesBody: true });
    expect(pay.definition.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(pay.definition.inputSchema.required).toEqual(['id', 'body']);
    expect(unifiedRequestOf(pay, { id: 'O1', body: { tenders: [] }, idempotency_key: 'k1' })).toEqual({
      method: 'POST',
      url: '/pos/orders/O1/pay',
      query: {},
      headers: { 'idempotency-key': 'k1' },
      body: { tenders: [] },
    });
    expect(tool('file_storage_files_search').scopes).toEqual(['read']);
  });

  it('needs money for payments, bill payments and refunds, apart from write', () => {
    expect(tool('accounting_payments_create').scopes).toEqual(['write', 'money']);
    expect(tool('accounting_bill_payments_delete').scopes).toEqual(['destructive', 'money']);
    expect(tool('accounting_refunds_update').scopes).toEqual(['write', 'money']);
    expect(tool('accounting_payments_list').scopes).toEqual(['read']);
    expect(tool('accounting_invoices_create').scopes).toEqual(['write']);
    expect(tool('crm_contacts_delete').scopes).toEqual(['destructive']);
    // A POS payment taken or cancelled moves money too; an order does not until it is paid.
    expect(tool('pos_payments_create').scopes).toEqual(['write', 'money']);
    expect(tool('pos_payments_delete').scopes).toEqual(['destructive', 'money']);
    expect(tool('pos_orders_create').scopes).toEqual(['write']);
  });

  it('describes inputs and annotations from the routes\' schemas', () => {
    const list = tool('crm_contacts_list').definition;
    expect(list.annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
    expect(Object.keys((list.inputSchema.properties as Record<string, any>).filter.properties)).toContain('email');
    const invoice = tool('accounting_invoices_update');
    expect(invoice.idempotencyHeader).toBe('idempotency-key');
    expect(invoice.definition.inputSchema.required).toEqual(['id', 'body']);
    expect(tool('crm_contacts_update').idempotencyHeader).toBeUndefined();
    expect(tool('crm_contacts_create').idempotencyHeader).toBe('x-unique-transaction-id');
    expect(tool('crm_contacts_delete').definition.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
  });

  it('turns arguments into the route\'s request', () => {
    const request = unifiedRequestOf(tool('crm_contacts_list'), { limit: 5, filter: { email: 'a@b.c' }, sort: { by: 'created_at', direction: 'desc' } });
    expect(request).toEqual({
      method: 'GET',
      url: '/crm/contacts',
      query: { limit: '5', 'filter[email]': 'a@b.c', 'sort[by]': 'created_at', 'sort[direction]': 'desc' },
      headers: {},
    });
    const update = unifiedRequestOf(tool('accounting_invoices_update'), { id: 'a/b', body: { number: '1' }, idempotency_key: 'k1' });
    expect(update).toMatchObject({ method: 'PATCH', url: '/accounting/invoices/a%2Fb', body: { number: '1' }, headers: { 'idempotency-key': 'k1' } });
    expect(() => unifiedRequestOf(tool('crm_contacts_get'), {})).toThrow(ToolArgumentError);
    expect(() => unifiedRequestOf(tool('crm_contacts_update'), { id: '1', body: {}, idempotency_key: 'k' })).toThrow(/takes no idempotency_key/);
  });

  it('leaves out personal fields at any depth, keeping the rest', () => {
    const record = { id: '1', name: 'Ada Lovelace', first_name: 'Ada', title: 'Countess', emails: [{ email: 'ada@example.com', type: 'primary' }] };
    expect(withoutPii(Contact, record)).toEqual({ id: '1', title: 'Countess', emails: [{ email: 'ada@example.com', type: 'primary' }] });
    expect(withoutPii(Contact, [record, { id: '2', last_name: 'X' }])).toEqual([{ id: '1', title: 'Countess', emails: record.emails }, { id: '2' }]);
  });
});
