/**
 * Xero's /Invoices holds sales invoices (Type ACCREC) and bills (ACCPAY)
 * alike; the unified invoices and bills are each one of the two. These are
 * the operations both share, for one type:
 *
 * - get: the record, 404 when it is of the other type or DELETED (an id of a
 *   bill on /accounting/invoices is not an invoice);
 * - create: PUT /Invoices with the type, the request's idempotency key as
 *   Xero's own Idempotency-Key;
 * - update: read first (type, currency), then POST /Invoices/{id};
 * - delete: Xero has no DELETE: a draft or submitted document is set
 *   DELETED, an authorised one VOIDED (Xero refuses it while paid);
 * - list: `where Type=="…" AND Status!="DELETED"` and the resource's own clauses.
 *
 * Every call sends `unitdp=4`, so unit amounts keep four decimals.
 */
import type { ConnectorContext, ListParams, RecordParams, ResourceImplementation, WriteModel } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import type { XeroLineItem } from './line-items.js';
import { pagedList, type XeroQuery } from './list.js';
import { currencyOf } from './organisation.js';
import { equals } from './where.js';

export const UNIT_DP = { unitdp: 4 } as const;

export interface XeroInvoice {
  InvoiceID: string;
  Type: 'ACCREC' | 'ACCPAY';
  InvoiceNumber?: string;
  Reference?: string;
  Contact?: { ContactID?: string; Name?: string; EmailAddress?: string };
  Date?: string;
  DueDate?: string;
  Status?: string;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems?: XeroLineItem[];
  SubTotal?: number;
  TotalTax?: number;
  Total?: number;
  TotalDiscount?: number;
  AmountDue?: number;
  AmountPaid?: number;
  AmountCredited?: number;
  CurrencyCode?: string;
  CurrencyRate?: number;
  FullyPaidOnDate?: string;
  UpdatedDateUTC?: string;
  SentToContact?: boolean;
  Url?: string;
  BrandingThemeID?: string;
  Payments?: Array<{ PaymentID?: string; Amount?: number; Date?: string }>;
}

export interface InvoiceEndpointOptions<T> {
  type: 'ACCREC' | 'ACCPAY';
  /** "invoice", "bill": for messages. */
  noun: string;
  map(invoice: XeroInvoice): T;
  /** The unified record as Xero's fields, amounts in `currency`. */
  write(record: WriteModel<T>, currency: string): Partial<XeroInvoice>;
  /** The currency a unified record names, if any. */
  currencyOf(record: WriteModel<T>): string | null | undefined;
  /** Whether updates pass the idempotency key on (invoices' updates are guarded; bills' are not). */
  idempotentUpdates: boolean;
  filters: readonly string[];
  sort: Readonly<Record<string, string>>;
  /** The resource's own where clauses and query from its filters. */
  query(params: ListParams): XeroQuery;
}

type Operations<T> = Required<Pick<ResourceImplementation<T>, 'one' | 'add' | 'update' | 'delete' | 'list'>>;

export function invoiceEndpoint<T>(options: InvoiceEndpointOptions<T>): Operations<T> {
  const read = async (ctx: ConnectorContext, id: string): Promise<XeroInvoice> => {
    const invoice = await xeroOne<XeroInvoice>(ctx, 'Invoices', id, options.noun, UNIT_DP);
    if (invoice.Type !== options.type || invoice.Status === 'DELETED') throw entityNotFound(`No Xero ${options.noun} has this id`, { id });
    return invoice;
  };
  const save = async (ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Partial<XeroInvoice>, idempotent: boolean) => {
    const body = await xero(ctx, { method, path, query: UNIT_DP, json: { Invoices: [fields] }, idempotent });
    return { id: firstOf<XeroInvoice>(body, 'Invoices').InvoiceID };
  };
  return {
    one: async (ctx, { id }: RecordParams) => options.map(await read(ctx, id)),
    async add(ctx, { record }) {
      const currency = await currencyOf(ctx, options.currencyOf(record));
      return save(ctx, 'Invoices', 'PUT', { Type: options.type, ...options.write(record, currency) }, true);
    },
    async update(ctx, { id, record }) {
      const current = await read(ctx, id);
      const currency = options.currencyOf(record) ?? current.CurrencyCode ?? (await currencyOf(ctx, undefined));
      return save(ctx, `Invoices/${current.InvoiceID}`, 'POST', options.write(record, currency), options.idempotentUpdates);
    },
    async delete(ctx, { id }) {
      const current = await read(ctx, id);
      const Status = current.Status === 'DRAFT' || current.Status === 'SUBMITTED' ? 'DELETED' : 'VOIDED';
      await xero(ctx, { method: 'POST', path: `Invoices/${current.InvoiceID}`, json: { Invoices: [{ InvoiceID: current.InvoiceID, Status }] } });
      return { id: current.InvoiceID };
    },
    list: pagedList<XeroInvoice, T>({
      collection: 'Invoices',
      filters: options.filters,
      sort: options.sort,
      map: options.map,
      request(params) {
        const own = options.query(params);
        return { ...own, where: [equals('Type', options.type), 'Status!="DELETED"', ...(own.where ?? [])], query: { ...UNIT_DP, ...own.query } };
      },
    }),
  };
}
