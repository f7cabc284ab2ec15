/**
 * What a unified operation needs of an API key's (or an MCP session's)
 * scopes, read from its declaration: reading needs `read`, creating and
 * updating `write`, deleting `destructive`, and the operations a resource
 * declares in `moneyOperations` also `money`, which no other scope implies.
 * `pii` is not needed by any operation: without it, an MCP session's results
 * leave out the fields the models mark `x-pii` (src/mcp/pii.ts).
 */
import type { ActionDeclaration, Operation, ResourceDeclaration } from './define.js';

export const SCOPES = ['read', 'write', 'destructive', 'money', 'pii'] as const;
export type Scope = (typeof SCOPES)[number];

const BASE_SCOPE: Record<Operation, Scope> = { all: 'read', one: 'read', add: 'write', update: 'write', delete: 'destructive' };

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** The scopes an operation needs, every one of them. */
export function requiredScopes(resource: Pick<ResourceDeclaration, 'moneyOperations'>, operation: Operation): Scope[] {
  const scopes: Scope[] = [BASE_SCOPE[operation]];
  if (resource.moneyOperations.includes(operation)) scopes.push('money');
  return scopes;
}

/** The scopes a named action needs, from its hints: reading, writing or deleting, and `money` where it moves money. */
export function actionScopes(action: Pick<ActionDeclaration, 'hints'>): Scope[] {
  const { readOnly, destructive, movesMoney } = action.hints;
  const scopes: Scope[] = [readOnly ? 'read' : destructive ? 'destructive' : 'write'];
  if (movesMoney === true) scopes.push('money');
  return scopes;
}

/** The scopes of `needed` that `granted` lacks (none: allowed). */
export function missingScopes(granted: ReadonlySet<Scope>, needed: readonly Scope[]): Scope[] {
  return needed.filter((scope) => !granted.has(scope));
}

/**
 * Parses a comma-separated scope list ("read,write"); undefined for a name
 * that is no scope, so a caller can refuse it naming what it accepts.
 */
export function parseScopes(text: string): Scope[] | undefined {
  const names = text.split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (!names.every(isScope)) return undefined;
  return [...new Set(names)];
}
