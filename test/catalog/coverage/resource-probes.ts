/**
 * How the coverage test exercises a unified resource, whatever connector
 * serves it: a record to create, a change to make, which record a change may
 * touch, and for each unified filter how to pick a value from real records
 * and tell whether a record matches it. Written per unified resource, so a
 * new connector of an existing resource is checked with no new fixture; a
 * new resource or filter without a probe fails the test, naming what is
 * missing here.
 */
import { ACCOUNTING_DOCUMENT_PROBES } from './accounting-document-probes.js';
import { ACCOUNTING_RECORD_PROBES } from './accounting-record-probes.js';
import { ACCOUNTING_REPORT_PROBES } from './accounting-report-probes.js';
import { ATS_PROBES } from './ats-probes.js';
import { FILE_STORAGE_PROBES } from './file-storage-probes.js';
import { CRM_PROBES } from './crm-probes.js';
import { ECOMMERCE_PROBES } from './ecommerce-probes.js';
import { HRIS_PROBES } from './hris-probes.js';
import { POS_PROBES } from './pos-probes.js';
import { splitting } from './probe-values.js';
import { SALES_ORDER_PROBES } from './sales-order-probes.js';

type Json = Record<string, any>;

export interface FilterProbe {
  /**
   * A value some of the records match and some do not; undefined when the
   * records cannot tell. `related` are the resource probe's `related` lists
   * (by path), for a filter on what the record does not carry itself (the
   * job an applicant applied to is on its applications).
   */
  pick(records: readonly Json[], related?: Readonly<Record<string, Json[]>>): string | undefined;
  /**
   * `among` are the records of the same answer, for a filter a record meets
   * through others (an item of a drive whose platform names only its direct
   * parent folder).
   */
  matches(record: Json, value: string, related?: Readonly<Record<string, Json[]>>, among?: readonly Json[]): boolean;
  /**
   * Whether the record carries no value for the filtered field. Where every
   * record lacks it (manual journals have no source), an exact-match filter
   * is shown at work by answering nothing.
   */
  unset?(record: Json): boolean;
  /**
   * A value every record carries, where no value splits them (the one
   * company of a connection): the filter must keep every record with it,
   * and none with another.
   */
  shared?(records: readonly Json[]): string | undefined;
}

export interface ResourceProbe {
  /** Claimed fields no record the probe can make carries, with the reason in the probe (a fresh upload session has received no bytes). */
  unseenFields?: readonly string[];
  /**
   * Body of a create; unique values avoid clashes with the platform's seeded
   * records. `listed` are records the list returned, for a create that must
   * link to what exists (a note attached to the same record as another note).
   */
  create?(unique: string, listed: readonly Json[], related: Readonly<Record<string, Json[]>>): Json;
  /**
   * Lists a create (or a filter) draws on besides its own (a payment applied
   * to an invoice with a balance): their paths, read first and given to
   * `create` and the filter probes by path.
   */
  related?: readonly string[];
  /** Body of an update of `target`. */
  update?(target: Json, unique: string): Json;
  /**
   * The record update and delete act on: by default the one the test
   * created. A platform may refuse to change a record still in flight (an
   * SMS being sent), so a resource can pick a settled one from the list.
   */
  target?(created: Json | undefined, listed: readonly Json[]): Json | undefined;
  filters: Readonly<Record<string, FilterProbe>>;
  /**
   * Parent path parameters where they name no resource of the API (an
   * attachment's `reference_type` and `reference_id`), picked from lists
   * read with `list(path)`.
   */
  parents?(list: (path: string) => Promise<Json[]>): Promise<Record<string, string>[]>;
  /** The file a create takes where its body is a file (`addBody: 'file'`); `create` gives its metadata. */
  file?: { bytes: Uint8Array; contentType: string };
  /** How a sort field's value is read where it is not a field of the record (contacts sort by `email`, their first of `emails`). */
  sortValues?: Readonly<Record<string, (record: Json) => unknown>>;
  /**
   * The fewest records the list must show to be checked: 2 by default, so
   * paging can be seen. 1 where a connection may reach a single record of
   * the kind (a QuickBooks token reaches one company); paging, where
   * claimed, still needs two.
   */
  fewestListed?: 1;
}

const SETTLED_MESSAGE_STATUSES = new Set(['delivered', 'undelivered', 'failed', 'received', 'read', 'canceled']);

export const RESOURCE_PROBES: Readonly<Record<string, ResourceProbe>> = {
  ...CRM_PROBES,
  ...HRIS_PROBES,
  ...POS_PROBES,
  ...ATS_PROBES,
  ...ECOMMERCE_PROBES,
  ...FILE_STORAGE_PROBES,
  ...ACCOUNTING_DOCUMENT_PROBES,
  ...ACCOUNTING_RECORD_PROBES,
  ...ACCOUNTING_REPORT_PROBES,
  ...SALES_ORDER_PROBES,
  'sms/messages': {
    // Numbers from a range reserved for fiction.
    create: (unique) => ({ from: '+15017122661', to: '+15017122662', body: `Coverage check ${unique}` }),
    // Redacting the body is the one change SMS platforms allow on a sent message.
    update: (target) => ({ from: target.from, to: target.to, body: '' }),
    target: (_created, listed) => listed.find((message) => SETTLED_MESSAGE_STATUSES.has(message.status) && message.body !== ''),
    filters: {},
  },
  'customer-support/customers': {
    create: (unique) => ({
      first_name: 'Ada',
      last_name: `Lovelace ${unique}`,
      emails: [{ email: `ada.${unique}@example.com`, type: 'primary' }],
      phone_numbers: [{ number: '+15550100123', type: 'primary' }],
      addresses: [{ type: 'primary', string: '12 Analytical Row, London' }],
      notes: 'Created by the coverage test.',
    }),
    update: (_target, unique) => ({ first_name: 'Augusta', notes: `Updated by the coverage test ${unique}.` }),
    filters: {},
  },
  'issue-tracking/collections': { filters: {} },
  'issue-tracking/comments': {
    create: (unique) => ({ body: `<p>Coverage check ${unique}</p>` }),
    update: (_target, unique) => ({ body: `<p>Coverage check edited ${unique}</p>` }),
    filters: {},
  },
  'issue-tracking/users': { filters: {} },
  'issue-tracking/tags': { filters: {} },
  'issue-tracking/tickets': {
    create: (unique) => ({
      subject: `Coverage check ${unique}`,
      description: '<p>Created by the coverage test.</p>',
      priority: 'low',
      tags: [{ name: 'coverage' }],
      due_date: '2031-01-15T00:00:00.000Z',
    }),
    update: (_target, unique) => ({ subject: `Coverage check renamed ${unique}`, priority: 'high' }),
    filters: {
      status: {
        pick: (records) => splitting(records, (ticket) => (typeof ticket.status === 'string' ? [ticket.status] : [])),
        matches: (ticket, value) => ticket.status === value,
      },
      since: {
        pick: (records) => {
          const times = records.map((ticket) => Date.parse(ticket.updated_at)).filter(Number.isFinite).sort((a, b) => a - b);
          const middle = times[Math.floor(times.length / 2)];
          return middle === undefined || middle === times[0] ? undefined : new Date(middle).toISOString();
        },
        matches: (ticket, value) => Date.parse(ticket.updated_at) >= Date.parse(value),
      },
      assignee_id: {
        pick: (records) => splitting(records, (ticket) => (ticket.assignees ?? []).map((assignee: Json) => assignee.id)),
        matches: (ticket, value) => (ticket.assignees ?? []).some((assignee: Json) => assignee.id === value),
      },
    },
  },
};
