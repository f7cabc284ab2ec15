/**
 * The rules every answer keeps, whatever was sent: a Request-Id; no 5xx of
 * the service's own; every error in the error envelope, its status_code the
 * HTTP status and its type_name one of the catalog's with that status. A
 * platform's own answer relayed by the Proxy API (`x-svc-downstream-error`)
 * is the platform's, not the service's, and is left out of the last two.
 */
import { ERROR_TYPES, isErrorTypeName } from '../../src/core/errors/catalog.js';
import { findingOf, type Finding } from './findings.js';
import type { PlannedRequest } from './plan.js';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function header(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The platform's answer passed through by the Proxy API. */
export function relayedByProxy(answer: Answer): boolean {
  return header(answer, 'x-svc-downstream-error') === 'true';
}

export function parseJson(text: string): any {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function envelopeProblem(status: number, body: any): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'the body is not a JSON object';
  if (body.status_code !== status) return `status_code ${JSON.stringify(body.status_code)} differs from HTTP ${status}`;
  for (const field of ['error', 'type_name', 'message']) if (typeof body[field] !== 'string') return `${field} is missing`;
  const typeName = body.type_name as string;
  if (!isErrorTypeName(typeName)) return `type_name ${typeName} is not in the catalog`;
  if (typeName !== 'ConnectorExecutionError' && ERROR_TYPES[typeName].status !== status) {
    return `${typeName} is declared with ${ERROR_TYPES[typeName].status}, answered with ${status}`;
  }
  if (/\n\s+at \S+ \(/.test(JSON.stringify(body))) return 'a stack trace leaked';
  return undefined;
}

export function checkAnswer(plan: PlannedRequest | undefined, answer: Answer): Finding[] {
  const findings: Finding[] = [];
  if (!header(answer, 'request-id')) findings.push(findingOf(plan, 'no-request-id', `no Request-Id; body: ${answer.text.slice(0, 200)}`, answer.status));
  if (relayedByProxy(answer)) return findings;
  if (answer.status >= 500) findings.push(findingOf(plan, 'server-error', answer.text.slice(0, 400), answer.status));
  if (answer.status >= 400) {
    const problem = envelopeProblem(answer.status, parseJson(answer.text));
    if (problem) findings.push(findingOf(plan, 'no-envelope', `${problem}; body: ${answer.text.slice(0, 200)}`, answer.status));
  }
  return findings;
}
