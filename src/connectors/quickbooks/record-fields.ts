/**
 * What every QuickBooks record carries, as field-table rules: the Id, the
 * SyncToken as `row_version`, and MetaData's times; and what the rules read
 * besides a record, once per answer: the company (its realm id, and its
 * home currency, the currency of records that name none).
 */
import type { ConnectorContext } from '../framework/define.js';
import { isoDateTime, idText } from '../kit/codecs.js';
import type { Json } from './api.js';
import { companyContext, type CompanyContext } from './company.js';

export const companyOf = (_body: unknown, { ctx }: { ctx: ConnectorContext }): Promise<CompanyContext> => companyContext(ctx);

export const id = { at: 'Id', codec: idText, write: false } as const;
/** QuickBooks sends a SyncToken with every record; one without it has no version to give (null, never the text "undefined"). */
export const rowVersion = { read: (record: Json) => (record.SyncToken == null ? null : String(record.SyncToken)), write: false } as const;
export const companyId = { read: (_record: Json, company: CompanyContext) => company.realm, write: false } as const;
export const createdAt = { at: 'MetaData.CreateTime', codec: isoDateTime, write: false } as const;
export const updatedAt = { at: 'MetaData.LastUpdatedTime', codec: isoDateTime, write: false } as const;

/** Id, row_version and the times, unsortable. */
export const recordFields = { id, row_version: rowVersion, created_at: createdAt, updated_at: updatedAt } as const;
/** The same, sortable by the times (QuickBooks' ORDERBY on MetaData). */
export const sortableRecordFields = { id, row_version: rowVersion, created_at: { ...createdAt, sort: true }, updated_at: { ...updatedAt, sort: true } } as const;
/** The same, sortable by the id too (the documents: invoices, bills, credit notes). */
export const idSortableRecordFields = { ...sortableRecordFields, id: { ...id, sort: true } } as const;
