/**
 * Finds the operation of a description that a recorded (method, path) calls.
 *
 * Paths are matched segment by segment against the description's templates,
 * after removing the base path of the operation's server (operation, then
 * path item, then document `servers`: Twilio declares them per path item,
 * Xero-like descriptions carry a base path such as "/api.xro/2.0").
 * When several templates match, literal segments win over templated ones
 * ("/api/v2/users/me" over "/api/v2/users/{user_id}"), left to right.
 */
import { dereference } from './json-pointer.js';
import { bestFitting } from './path-parameter-fit.js';
import {
  HTTP_METHODS,
  isObject,
  type OasDocument,
  type OasOperation,
  type OasParameter,
  type OasRequestBody,
  type OasResponse,
  type OasSecurityRequirement,
  type OasServer,
} from './oas-types.js';

export interface DescribedOperation {
  /** "GET /2010-04-01/Accounts/{AccountSid}/Messages.json": how violations and exceptions name it. */
  key: string;
  method: string;
  template: string;
  /** Path item and operation parameters, operation ones overriding, references resolved. */
  parameters: OasParameter[];
  requestBody: OasRequestBody | undefined;
  responses: Record<string, OasResponse>;
  security: OasSecurityRequirement[] | undefined;
  /** Set by a complete-response-bodies exception: every described property must be in the response. */
  completeResponseBodies?: boolean;
}

export type OperationMatch =
  | { operation: DescribedOperation; pathParameters: Record<string, string> }
  | { problem: string };

interface Route {
  operation: DescribedOperation;
  /** Prefixes of the path before the template: a server's path, its variables matching one segment each. */
  basePaths: RegExp[];
  pattern: RegExp;
  parameterNames: string[];
  /** Per segment, how many literal characters it has; -1 for a fully literal segment (always preferred). */
  specificity: number[];
}

export class OperationIndex {
  private readonly routes: Route[] = [];
  private readonly byKey = new Map<string, DescribedOperation>();
  private readonly pathSuffixes: Array<{ suffix: string; operations: ReadonlySet<string> }> = [];

  constructor(private readonly document: OasDocument) {
    for (const [template, rawItem] of Object.entries(document.paths ?? {})) {
      const item = dereference<Record<string, unknown>>(document, rawItem);
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const rawOperation = item[method];
        if (!isObject(rawOperation)) continue;
        const operation = describe(document, template, method, item, rawOperation as OasOperation);
        const servers = (rawOperation as OasOperation).servers ?? (item.servers as OasServer[] | undefined) ?? document.servers;
        this.byKey.set(operation.key, operation);
        this.routes.push({ operation, basePaths: basePathsOf(servers), ...compileTemplate(template) });
      }
    }
  }

  get(key: string): DescribedOperation | undefined {
    return this.byKey.get(key);
  }

  all(): DescribedOperation[] {
    return [...this.byKey.values()];
  }

  /** Adds an operation the description lacks (an undescribed-operation exception): its template is a path from the origin. */
  add(method: string, template: string, operation: OasOperation): void {
    const described = describe(this.document, template, method, {}, operation);
    this.byKey.set(described.key, described);
    this.routes.push({ operation: described, basePaths: [/^/], ...compileTemplate(template) });
  }

  /** Lets paths of these operations carry `suffix` (see the optional-path-suffix exception). */
  allowPathSuffix(suffix: string, operations: ReadonlySet<string>): void {
    this.pathSuffixes.push({ suffix, operations });
  }

  match(method: string, path: string): OperationMatch {
    // The suffixed form is tried first: otherwise "/api/v2/tickets/12.json" would match
    // "/api/v2/tickets/{ticket_id}" as it is, with a ticket_id of "12.json".
    for (const { suffix, operations } of this.pathSuffixes) {
      if (!path.endsWith(suffix) || path.length === suffix.length) continue;
      const routes = this.routes.filter((route) => operations.has(route.operation.key));
      const unsuffixed = this.matchRoutes(method, path.slice(0, -suffix.length), routes);
      if (!('problem' in unsuffixed)) return unsuffixed;
    }
    return this.matchRoutes(method, path, this.routes);
  }

  private matchRoutes(method: string, path: string, routes: readonly Route[]): OperationMatch {
    const candidates: Array<{ route: Route; values: string[] }> = [];
    for (const route of routes) {
      for (const basePath of route.basePaths) {
        const prefix = basePath.exec(path);
        if (!prefix) continue;
        const found = route.pattern.exec(path.slice(prefix[0].length));
        if (found) candidates.push({ route, values: found.slice(1) });
      }
    }
    if (candidates.length === 0) return { problem: 'no path of the description matches' };

    const upper = method.toUpperCase();
    const forMethod = candidates.filter((candidate) => candidate.route.operation.method === upper);
    if (forMethod.length === 0) {
      const templates = [...new Set(candidates.map((candidate) => candidate.route.operation.template))];
      const methods = [...new Set(candidates.map((candidate) => candidate.route.operation.method))];
      return { problem: `${upper} is not described for ${templates.join(' or ')} (described: ${methods.join(', ')})` };
    }

    forMethod.sort((a, b) => compareSpecificity(b.route.specificity, a.route.specificity));
    const [top] = forMethod;
    if (!top) return { problem: 'no operation matches' };
    // Templates that only their parameters tell apart: the values decide (path-parameter-fit.ts).
    const tied = forMethod.filter((candidate) => compareSpecificity(top.route.specificity, candidate.route.specificity) === 0);
    const fitting = tied.length > 1 ? bestFitting(tied.map((candidate) => ({ ...candidate, operation: candidate.route.operation, named: valuesOf(candidate) }))) : tied;
    const [best, second] = fitting;
    if (!best) return { problem: `no operation's path parameters fit: ${tied.map((candidate) => candidate.route.operation.key).join(' or ')}` };
    if (second && second.route.operation !== best.route.operation) {
      return { problem: `ambiguous: matches ${best.route.operation.key} and ${second.route.operation.key}` };
    }

    const pathParameters: Record<string, string> = {};
    for (const [position, name] of best.route.parameterNames.entries()) {
      const raw = best.values[position] ?? '';
      try {
        pathParameters[name] = decodeURIComponent(raw);
      } catch {
        return { problem: `path parameter ${name} is not valid percent-encoding: "${raw}"` };
      }
    }
    return { operation: best.route.operation, pathParameters };
  }
}

/** A candidate's path parameters by name, as matched (not yet decoded). */
function valuesOf(candidate: { route: Route; values: string[] }): Record<string, string> {
  return Object.fromEntries(candidate.route.parameterNames.map((name, position) => [name, candidate.values[position] ?? '']));
}

function describe(
  document: OasDocument,
  template: string,
  method: string,
  item: Record<string, unknown>,
  operation: OasOperation,
): DescribedOperation {
  const byLocationAndName = new Map<string, OasParameter>();
  const itemParameters = Array.isArray(item.parameters) ? item.parameters : [];
  for (const raw of [...itemParameters, ...(operation.parameters ?? [])]) {
    const parameter = dereference<OasParameter>(document, raw);
    if (isObject(parameter) && typeof parameter.name === 'string') byLocationAndName.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const responses: Record<string, OasResponse> = {};
  for (const [status, raw] of Object.entries(operation.responses ?? {})) responses[status] = dereference<OasResponse>(document, raw);
  return {
    key: `${method.toUpperCase()} ${template}`,
    method: method.toUpperCase(),
    template,
    parameters: [...byLocationAndName.values()],
    requestBody: operation.requestBody === undefined ? undefined : dereference<OasRequestBody>(document, operation.requestBody),
    responses,
    security: operation.security ?? document.security,
  };
}

const SERVER_VARIABLE = 'svc-server-variable';

/**
 * "https://{subdomain}.zendesk.com" → "", "https://api.xero.com/api.xro/2.0/" → "/api.xro/2.0",
 * "https://api.bigcommerce.com/stores/{store_hash}/v3" → "/stores/<any one segment>/v3": a variable
 * in a server's path is the caller's own value (a store hash), not its default.
 */
function basePathsOf(servers: OasServer[] | undefined): RegExp[] {
  if (!servers || servers.length === 0) return [/^/];
  const paths = servers.map((server) => {
    const url = server.url.replace(/\{([^}]+)\}/g, SERVER_VARIABLE);
    const pathname = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url;
    return decodeURI(pathname).replace(/\/+$/, '');
  });
  return [...new Set(paths)].map((path) => new RegExp(`^${path.split(SERVER_VARIABLE).map(escapeRegExp).join('[^/]+')}`));
}

function compileTemplate(template: string): Pick<Route, 'pattern' | 'parameterNames' | 'specificity'> {
  const parameterNames: string[] = [];
  const specificity: number[] = [];
  const segments = template.split('/').map((segment) => {
    const parts = segment.split(/(\{[^}]+\})/).filter((part) => part !== '');
    let literal = 0;
    const source = parts
      .map((part) => {
        if (part.startsWith('{') && part.endsWith('}')) {
          parameterNames.push(part.slice(1, -1));
          return '([^/]+?)';
        }
        literal += part.length;
        return escapeRegExp(part);
      })
      .join('');
    specificity.push(parts.some((part) => part.startsWith('{')) ? literal : -1);
    return source;
  });
  return { pattern: new RegExp(`^${segments.join('/')}$`), parameterNames, specificity };
}

/** Positive when `a` is more specific than `b`: the first differing segment decides. */
function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = rank(a[i]);
    const right = rank(b[i]);
    if (left !== right) return left - right;
  }
  return 0;
}

function rank(segment: number | undefined): number {
  if (segment === undefined) return 0;
  return segment === -1 ? Number.MAX_SAFE_INTEGER : segment;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
