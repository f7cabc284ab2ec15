/**
 * A dialect is what all of one platform's resources share, the way a protocol
 * is in LocalStack: how requests authenticate, the list and single-record
 * envelopes, the paging style, how times are written, the error body and
 * status for each kind of failure, and how the platform signs the webhooks it
 * sends. Resources (resource.ts) declare only what differs between them.
 *
 * Platforms that look alike share a preset (presets.ts) and override what
 * their documentation says differs.
 */
import type { Account } from './account.js';
import type { EmulatorContext } from '../emulator.js';
import type { AuthScheme } from './auth-schemes.js';
import type { EmulatorFailure } from './failures.js';
import type { PageInfo, PagingStyle } from './paging.js';
import type { KitRequest } from './request.js';
import type { WebhookSigning } from './webhooks.js';

/** A platform account: the tenant all state is scoped to. */
/**
 * An answer before it is sent: status, body (JSON unless a content type says
 * otherwise; a string, Buffer or Readable stream is sent as it is) and headers.
 */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  contentType?: string;
}

/** Names a resource gives its dialect: the key of a list (`messages`), the object type (`contact`). */
export type { Account } from './account.js';

export type ResourceLabels = Readonly<Record<string, string>>;

export interface ResourceView {
  name: string;
  labels: ResourceLabels;
}

export interface Envelopes {
  /** A single record as answered by get, create and update. */
  one(record: Record<string, unknown>, resource: ResourceView): unknown;
  /** A page of records with the paging fields the platform puts in the body. */
  list(records: Record<string, unknown>[], page: PageInfo, resource: ResourceView): unknown;
  /** The answer to a delete. */
  deleted(record: Record<string, unknown>, resource: ResourceView): Answer;
  /**
   * The answer to a list page without records, when the platform does not
   * answer it as a list (BigCommerce's v2 API: 204 No Content); undefined
   * for an ordinary (empty) list.
   */
  emptyPage?(resource: ResourceView): Answer | undefined;
}

export interface Dialect<A extends Account = Account> {
  /** For messages and recordings: "Intercom REST". */
  name: string;
  /** Whether a path belongs to the platform's API (authenticated, rate-limited); the OAuth pages do not. */
  isApiPath(path: string): boolean;
  auth: AuthScheme<A>;
  envelopes: Envelopes;
  paging: PagingStyle;
  /** A stored time (epoch ms) as the platform writes it. */
  time(ms: number): string | number;
  /** Reads a time the platform accepts in requests back to epoch ms; undefined when unreadable. */
  parseTime(value: unknown): number | undefined;
  /** The platform's error answer for a failure. */
  renderError(failure: EmulatorFailure, request: KitRequest | undefined): Answer;
  /** Content type of every JSON answer. */
  contentType: string;
  /** What a write with a field the resource does not know gets. */
  unknownFields: 'ignore' | 'reject';
  /** What a write that sets a read-only field gets. */
  readOnlyFields: 'ignore' | 'reject';
  /**
   * The record inside a write's body, where the platform wraps it (Asana's
   * `{"data": {...}}`, Xero's `{"Invoices": [{...}]}`: `listWrapped`); throws
   * a failure when the wrapper is wrong.
   */
  requestBody?(body: unknown, resource: ResourceView): unknown;
  /** Headers added to every API answer (a platform's rate-limit headers, its API version); `emulator` has the request limit a test set. */
  headers?(request: KitRequest, emulator?: EmulatorContext): Record<string, string>;
  /** How the platform signs the webhooks it sends, when it sends any. */
  webhooks?: WebhookSigning;
}

/** A preset is a dialect without the parts only a platform can say (its auth, its error wording). */
export type DialectPreset = Partial<Dialect>;

/** A platform's dialect: a preset with the platform's own parts laid over it. */
export function defineDialect<A extends Account>(preset: DialectPreset, own: Partial<Dialect<A>> & Pick<Dialect<A>, 'name' | 'auth' | 'renderError'>): Dialect<A> {
  const dialect = { ...preset, ...own } as Partial<Dialect<A>>;
  for (const part of ['isApiPath', 'envelopes', 'paging', 'time', 'parseTime', 'contentType', 'unknownFields', 'readOnlyFields'] as const) {
    if (dialect[part] === undefined) throw new Error(`dialect ${own.name} has no ${part}: set it or start from a preset that has it`);
  }
  return dialect as Dialect<A>;
}
