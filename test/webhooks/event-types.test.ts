import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { defineResource, type Operation } from '../../src/unified/define.js';
import { UNIFIED_APIS, UNIFIED_RESOURCES } from '../../src/unified/index.js';
import {
  allEventTypes,
  eventTypesOf,
  isKnownEventType,
  isSubscribableEvent,
  subscribableEventTypesOf,
} from '../../src/webhooks/event-types.js';

const REFERENCE_FILE = path.resolve(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared', 'reference', 'apideck-openapi', 'webhook.yml');
const referenceAvailable = (() => {
  try {
    return statSync(REFERENCE_FILE).isFile();
  } catch {
    return false;
  }
})();

const VAULT_EVENTS = [
  'vault.connection.created',
  'vault.connection.updated',
  'vault.connection.disabled',
  'vault.connection.deleted',
  'vault.connection.callable',
  'vault.connection.revoked',
  'vault.connection.token_refresh.failed',
  'vault.connection.token_refresh.recovered',
];

/** Each resource's event types, written out rather than derived, so a change in the derivation shows here. */
const RESOURCE_EVENTS: Record<string, string[]> = {
  'sms/messages': ['sms.message.created', 'sms.message.updated', 'sms.message.deleted'],
  'customer-support/customers': ['customer-support.customer.created', 'customer-support.customer.updated', 'customer-support.customer.deleted'],
  'issue-tracking/collections': [],
  'issue-tracking/tickets': ['issue-tracking.ticket.created', 'issue-tracking.ticket.updated', 'issue-tracking.ticket.deleted'],
  'issue-tracking/comments': ['issue-tracking.comment.created', 'issue-tracking.comment.updated', 'issue-tracking.comment.deleted'],
  'issue-tracking/users': [],
  'issue-tracking/tags': [],
  'crm/contacts': ['crm.contact.created', 'crm.contact.updated', 'crm.contact.deleted'],
  'crm/companies': ['crm.company.created', 'crm.company.updated', 'crm.company.deleted'],
  'crm/opportunities': ['crm.opportunity.created', 'crm.opportunity.updated', 'crm.opportunity.deleted'],
  'crm/leads': ['crm.lead.created', 'crm.lead.updated', 'crm.lead.deleted'],
  'crm/pipelines': [],
  'crm/notes': ['crm.note.created', 'crm.note.updated', 'crm.note.deleted'],
  'crm/users': [],
  'crm/activities': ['crm.activity.created', 'crm.activity.updated', 'crm.activity.deleted'],
  'crm/lists': [],
  'crm/list-members': [],
  'crm/custom-object-schemas': [],
  'crm/custom-objects': [],
  ...accountingEvents(),
  // The reference's HrisEventType: an employee's termination apart from its deletion; departments, payrolls and schedules have none.
  'hris/employees': ['hris.employee.created', 'hris.employee.updated', 'hris.employee.terminated', 'hris.employee.deleted'],
  'hris/companies': ['hris.company.created', 'hris.company.updated', 'hris.company.deleted'],
  'hris/departments': [],
  'hris/payrolls': [],
  'hris/employee-payrolls': [],
  'hris/employee-schedules': [],
  'hris/time-off-requests': ['hris.time-off-request.created', 'hris.time-off-request.updated', 'hris.time-off-request.deleted'],
  ...Object.fromEntries(['job', 'applicant', 'application'].map((singular) => [`ats/${singular}s`, ['created', 'updated', 'deleted'].map((action) => `ats.${singular}.${action}`)])),
  // The reference's EcommerceEventType: read-only resources whose changes the store reports; the store itself has none.
  ...Object.fromEntries(['order', 'product', 'customer'].map((singular) => [`ecommerce/${singular}s`, ['created', 'updated', 'deleted'].map((action) => `ecommerce.${singular}.${action}`)])),
  'ecommerce/stores': [],
  // The reference's FileStorageEventType: files change and are removed, a drive is only ever updated; the rest have none.
  'file-storage/files': ['created', 'updated', 'deleted'].map((action) => `file-storage.file.${action}`),
  'file-storage/drives': ['file-storage.drive.updated'],
  ...Object.fromEntries(['folders', 'shared-links', 'drive-groups', 'upload-sessions'].map((id) => [`file-storage/${id}`, []])),
  // The reference's POS events, a modifier group's with a hyphen; order types and tenders have none.
  ...Object.fromEntries(
    [['orders', 'order'], ['payments', 'payment'], ['merchants', 'merchant'], ['locations', 'location'], ['items', 'item'], ['modifiers', 'modifier'], ['modifier-groups', 'modifier-group']].map(([id, singular]) => [
      `pos/${id}`,
      ['created', 'updated', 'deleted'].map((action) => `pos.${singular}.${action}`),
    ]),
  ),
  'pos/order-types': [],
  'pos/tenders': [],
};

/**
 * The reference's accounting events (its AccountingEventType), plus SPEC.md's
 * sales receipts and refunds; the other accounting resources have none.
 */
function accountingEvents(): Record<string, string[]> {
  const withEvents: Record<string, string> = {
    invoices: 'invoice', bills: 'bill', customers: 'customer', suppliers: 'supplier', 'ledger-accounts': 'ledger_account', 'tax-rates': 'tax_rate',
    payments: 'payment', 'invoice-items': 'invoice_item', 'credit-notes': 'credit_note', 'bill-payments': 'bill_payment', 'purchase-orders': 'purchase_order',
    quotes: 'quote', 'sales-receipts': 'salesreceipt', refunds: 'refund', expenses: 'expense', projects: 'project', 'tracking-categories': 'tracking_category',
    // Part 2 (issue 14): SPEC.md's sales orders, which the reference lacks.
    'sales-orders': 'sales_order',
  };
  const without = [
    'journal-entries', 'company-info', 'general-ledger-transactions', 'companies', 'expense-categories', 'expense-reports', 'bank-accounts',
    'bank-feed-accounts', 'bank-feed-statements', 'categories', 'departments', 'locations', 'subsidiaries', 'employees', 'attachments',
    // Part 2 (issue 14): periods and reports are read, never written, and no platform reports their changes.
    'fiscal-periods', 'trial-balance', 'balance-sheet', 'profit-and-loss', 'aged-debtors', 'aged-creditors',
  ];
  return {
    ...Object.fromEntries(Object.entries(withEvents).map(([id, resource]) => [`accounting/${id}`, ['created', 'updated', 'deleted'].map((action) => `accounting.${resource}.${action}`)])),
    ...Object.fromEntries(without.map((id) => [`accounting/${id}`, []])),
  };
}

/**
 * Types we serve that the reference's WebhookEventType lacks: resources the
 * reference has no events for. Everything else we serve must be in its enum.
 */
const BEYOND_THE_REFERENCE = [
  'sms.message.created',
  'sms.message.updated',
  'sms.message.deleted',
  'customer-support.customer.created',
  'customer-support.customer.updated',
  'customer-support.customer.deleted',
  'issue-tracking.comment.created',
  'issue-tracking.comment.updated',
  'issue-tracking.comment.deleted',
  // SPEC.md's accounting events for sales receipts and refunds, which the reference's enum lacks.
  'accounting.salesreceipt.created',
  'accounting.salesreceipt.updated',
  'accounting.salesreceipt.deleted',
  'accounting.refund.created',
  'accounting.refund.updated',
  'accounting.refund.deleted',
  'accounting.sales_order.created',
  'accounting.sales_order.updated',
  'accounting.sales_order.deleted',
];

function resourceWith(operations: readonly Operation[], events?: readonly ('created' | 'updated' | 'deleted')[]) {
  return defineResource({
    api: 'crm',
    id: 'activities',
    name: 'Activities',
    singular: 'activity',
    model: Type.Object({ id: Type.String() }),
    path: '/crm/activities',
    operations,
    ...(events ? { events } : {}),
  });
}

describe('event types of unified resources', () => {
  it('are derived from each resource\'s singular name and writing operations', () => {
    expect(Object.fromEntries([...UNIFIED_RESOURCES].map(([key, resource]) => [key, resource.events]))).toEqual(RESOURCE_EVENTS);
  });

  it('follow the operations: add → created, update → updated, delete → deleted, in that order', () => {
    expect(resourceWith(['delete', 'all', 'add']).events).toEqual(['crm.activity.created', 'crm.activity.deleted']);
    expect(resourceWith(['all', 'one']).events).toEqual([]);
    expect(resourceWith(['update']).events).toEqual(['crm.activity.updated']);
  });

  it('may be declared instead, for changes the platforms report that the API cannot make', () => {
    expect(resourceWith(['all', 'one'], ['updated', 'created']).events).toEqual(['crm.activity.created', 'crm.activity.updated']);
    expect(resourceWith(['all', 'add', 'update', 'delete'], []).events).toEqual([]);
  });

  it('make each API\'s list, in resource order', () => {
    for (const api of UNIFIED_APIS) {
      expect(eventTypesOf(api.id)).toEqual(api.resources.flatMap((resource) => RESOURCE_EVENTS[resource.key]));
    }
    expect(eventTypesOf('telepathy')).toEqual([]);
    expect(eventTypesOf('')).toEqual([]);
  });

  it('all have the shape <api>.<resource>.<created|updated|deleted>, or the HRIS reference\'s terminated', () => {
    for (const type of allEventTypes().filter((type) => !type.startsWith('vault.'))) {
      expect(type).toMatch(/^[a-z-]+\.[a-z_-]+\.(created|updated|deleted|terminated)$/);
    }
  });
});

describe('Vault events', () => {
  it('are the connection events the issue names, under the vault API', () => {
    expect(eventTypesOf('vault')).toEqual(VAULT_EVENTS);
  });

  it('are known, and subscribable from any unified API as well as from vault', () => {
    for (const type of VAULT_EVENTS) expect(isKnownEventType(type)).toBe(true);
    expect(isSubscribableEvent('sms', 'vault.connection.callable')).toBe(true);
    expect(isSubscribableEvent('vault', 'vault.connection.revoked')).toBe(true);
    expect(subscribableEventTypesOf('vault')).toEqual(VAULT_EVENTS);
    expect(subscribableEventTypesOf('issue-tracking')).toEqual([...eventTypesOf('issue-tracking'), ...VAULT_EVENTS]);
  });
});

describe('the list of every event type', () => {
  it('is every API\'s types and Vault\'s, each once', () => {
    const expected = [...Object.values(RESOURCE_EVENTS).flat(), ...VAULT_EVENTS];
    expect([...allEventTypes()].sort()).toEqual([...expected].sort());
    expect(new Set(allEventTypes()).size).toBe(allEventTypes().length);
  });

  it('knows what it serves and nothing else; "*" is a subscription wildcard, not a type', () => {
    for (const type of allEventTypes()) expect(isKnownEventType(type)).toBe(true);
    for (const unknown of ['*', '', 'sms.message', 'sms.message.sent', 'telepathy.thought.created', 'vault.connection.migrated', 'SMS.MESSAGE.CREATED']) {
      expect(isKnownEventType(unknown)).toBe(false);
    }
  });

  it('lets a subscription list "*" and its own API\'s types, never another API\'s', () => {
    expect(isSubscribableEvent('sms', '*')).toBe(true);
    expect(isSubscribableEvent('sms', 'sms.message.updated')).toBe(true);
    expect(isSubscribableEvent('sms', 'issue-tracking.ticket.created')).toBe(false);
    expect(isSubscribableEvent('vault', 'sms.message.created')).toBe(false);
    expect(isSubscribableEvent('telepathy', 'telepathy.thought.created')).toBe(false);
    expect(isSubscribableEvent('crm', 'sms.message.created')).toBe(false);
  });
});

describe.skipIf(!referenceAvailable)(`served types against the reference's WebhookEventType (${REFERENCE_FILE})`, () => {
  const document = referenceAvailable ? (parseYaml(readFileSync(REFERENCE_FILE, 'utf8')) as { components: { schemas: Record<string, { enum: string[] }> } }) : undefined;
  const referenceEnum = new Set(document?.components.schemas.WebhookEventType?.enum ?? []);

  it('finds the enum', () => {
    expect(referenceEnum.has('*')).toBe(true);
    expect(referenceEnum.has('issue-tracking.ticket.created')).toBe(true);
  });

  it('serves a subset of it, apart from a named list of our own', () => {
    expect(allEventTypes().filter((type) => !referenceEnum.has(type))).toEqual(BEYOND_THE_REFERENCE);
  });

  it('serves every reference type of the resources and Vault events we serve', () => {
    // The reference's Vault events we do not cause yet: the list leaves them out.
    const vaultNotServed = ['vault.connection.migrated', 'vault.connection.token_refresh.pending', 'vault.connection.downstream.degraded', 'vault.connection.downstream.recovered'];
    const resourcePrefixes = [...UNIFIED_RESOURCES.values()].map((resource) => `${resource.api}.${resource.eventResource}.`);
    const ofOurs = [...referenceEnum].filter((type) => type.startsWith('vault.') || resourcePrefixes.some((prefix) => type.startsWith(prefix)));
    expect(ofOurs.filter((type) => !isKnownEventType(type))).toEqual(vaultNotServed);
  });
});
