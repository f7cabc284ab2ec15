/**
 * `x-svc-company-id` (the reference's `x-apideck-company-id`): which company
 * a call addresses when a connection reaches several (Xero's organisations)
 * or must name the one it reaches (a QuickBooks realm). A connector declares
 * its `companies` directory: the setting that holds the connection's default
 * company, and how to list the companies the connection reaches. The header
 * replaces that setting for one request, so connectors read the company as
 * any other setting and need no code of their own for it.
 *
 * A company the connection does not reach is refused (404) before the call,
 * rather than left to each platform's own wording; a connector without a
 * directory refuses the header (400), rather than answering data of another
 * company than the one asked for.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { headerValue } from '../core/http/request-headers.js';
import type { ConnectorContext, ConnectorDefinition } from '../connectors/framework/define.js';
import type { ResolvedConnection } from '../vault/vault.js';

export const COMPANY_HEADER = 'x-svc-company-id';

const COMPANY_ID = /^[\x20-\x7e]{1,255}$/;

/** How long the companies a connection reaches are remembered (a company added to a connection shows up after this). */
export const COMPANY_LIST_TTL_MS = 5 * 60_000;

/** Connections whose company lists are remembered at once, per instance. */
const REMEMBERED_CONNECTIONS = 1000;

/** The company the request asks for, checked for shape and against the connector; undefined when it asks for none. */
export function requestedCompany(request: FastifyRequest, connector: ConnectorDefinition): string | undefined {
  const value = headerValue(request, COMPANY_HEADER);
  if (value === undefined) return undefined;
  if (!COMPANY_ID.test(value)) {
    throw new ApiError('RequestHeadersValidationError', {
      message: `Invalid ${COMPANY_HEADER} header`,
      detail: { [COMPANY_HEADER]: '1 to 255 printable ASCII characters' },
    });
  }
  if (!connector.companies) {
    throw new ApiError('RequestHeadersValidationError', {
      message: `${connector.name} connections reach one company: remove the ${COMPANY_HEADER} header`,
      detail: { [COMPANY_HEADER]: value.slice(0, 255), service_id: connector.id },
    });
  }
  return value;
}

/** The settings a request's calls use: the connection's, with the requested company in place of its default. */
export function settingsForCompany(connector: ConnectorDefinition, company: string | undefined): Record<string, string> {
  return company === undefined || !connector.companies ? {} : { [connector.companies.setting]: company };
}

/** Checks requested companies against the companies each connection reaches, remembering those lists for a while. */
export class CompanyCheck {
  readonly #known = new Map<string, { ids: ReadonlySet<string>; until: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? COMPANY_LIST_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Passes when the connection reaches `company`: its default company does
   * without a call; another is looked up in the connector's list (read again
   * once when a remembered list lacks it, so a company just added is found).
   */
  async require(ctx: ConnectorContext, connector: ConnectorDefinition, connection: ResolvedConnection, company: string): Promise<void> {
    const directory = connector.companies;
    if (!directory || connection.values[directory.setting] === company) return;
    const remembered = this.#known.get(connection.id);
    if (remembered && remembered.until > this.#now() && remembered.ids.has(company)) return;
    const companies = await directory.list(ctx);
    const ids = new Set(companies.map((entry) => entry.id));
    this.#remember(connection.id, ids);
    if (!ids.has(company)) {
      throw new ApiError('EntityNotFoundError', {
        message: `The ${connector.name} connection reaches no company "${company}"; the companies resource lists those it does`,
        detail: { [COMPANY_HEADER]: company, companies: [...ids].slice(0, 50) },
      });
    }
  }

  #remember(connectionId: string, ids: ReadonlySet<string>): void {
    this.#known.delete(connectionId);
    if (this.#known.size >= REMEMBERED_CONNECTIONS) {
      const oldest = this.#known.keys().next().value;
      if (oldest !== undefined) this.#known.delete(oldest);
    }
    this.#known.set(connectionId, { ids, until: this.#now() + this.#ttlMs });
  }
}
