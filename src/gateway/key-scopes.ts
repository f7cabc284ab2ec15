/**
 * A key created with scopes (src/unified/scopes.ts) reaches only the unified
 * operations they allow; a key without any allows everything. MCP sessions
 * narrow this further (src/mcp/session-scopes.ts), never widen it.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { AuthContext } from '../core/http/route-config.js';
import type { ActionDeclaration, Operation, ResourceDeclaration } from '../unified/define.js';
import { actionScopes, requiredScopes, type Scope } from '../unified/scopes.js';

/** What the Proxy API needs: it can call anything of the platform, so every scope that guards an action. */
export const PROXY_SCOPES: readonly Scope[] = ['read', 'write', 'destructive', 'money'];

export function scopeRefusal(missing: readonly string[], what: string): ApiError {
  return new ApiError('ScopeNotGrantedError', {
    message: `${what} needs the ${missing.join(', ')} scope${missing.length > 1 ? 's' : ''}`,
    detail: { missing },
  });
}

function requireScopes(auth: AuthContext, needed: readonly Scope[], what: string): void {
  if (auth.scopes === undefined) return;
  const missing = needed.filter((scope) => !auth.scopes?.includes(scope));
  if (missing.length > 0) throw scopeRefusal(missing, what);
}

export function requireOperationScopes(auth: AuthContext, resource: ResourceDeclaration, operation: Operation): void {
  requireScopes(auth, requiredScopes(resource, operation), `The ${operation} operation of ${resource.api} ${resource.id}`);
}

export function requireActionScopes(auth: AuthContext, resource: ResourceDeclaration, action: ActionDeclaration): void {
  requireScopes(auth, actionScopes(action), `The ${action.name} action of ${resource.api} ${resource.id}`);
}

export function requireProxyScopes(auth: AuthContext): void {
  requireScopes(auth, PROXY_SCOPES, 'The Proxy API');
}
