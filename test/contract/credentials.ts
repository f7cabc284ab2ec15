/**
 * The operation's security requirements: at least one of them must be met by
 * what the request carries. Only the presence and the shape of credentials are
 * checked (an emulator cannot know real secrets); mutual TLS and unknown schemes
 * count as met because nothing in a recorded exchange can show them.
 */
import type { OasSecurityRequirement, OasSecurityScheme } from './oas-types.js';
import type { DescribedOperation } from './operation-index.js';
import type { Finding } from './violations.js';

export interface CredentialCheck {
  findings: Finding[];
  /** Query keys that carry API keys, which are therefore not unknown query parameters. */
  queryKeys: Set<string>;
}

export function checkCredentials(
  operation: DescribedOperation,
  schemes: Record<string, OasSecurityScheme>,
  headers: ReadonlyMap<string, string>,
  query: URLSearchParams,
): CredentialCheck {
  const requirements = operation.security ?? [];
  const queryKeys = new Set<string>();
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (scheme?.type === 'apiKey' && scheme.in === 'query' && scheme.name) queryKeys.add(scheme.name);
    }
  }
  // No requirement, or an empty one ({}), means anonymous calls are allowed.
  if (requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0)) {
    return { findings: [], queryKeys };
  }
  const met = requirements.some((requirement) =>
    Object.keys(requirement).every((name) => isMet(schemes[name], headers, query)),
  );
  if (met) return { findings: [], queryKeys };
  const expected = requirements.map((requirement) => describeRequirement(requirement, schemes)).join(' or ');
  return { findings: [{ where: 'headers', message: `no credentials for any security requirement of the operation (expected ${expected})` }], queryKeys };
}

function isMet(scheme: OasSecurityScheme | undefined, headers: ReadonlyMap<string, string>, query: URLSearchParams): boolean {
  if (typeof scheme !== 'object' || scheme === null) return true;
  const authorization = headers.get('authorization') ?? '';
  switch (scheme.type) {
    case 'http': {
      const kind = (scheme.scheme ?? '').toLowerCase();
      if (kind === 'basic') return isBasicCredentials(authorization);
      if (kind === 'bearer') return /^bearer\s+\S+/i.test(authorization);
      return authorization.toLowerCase().startsWith(`${kind} `);
    }
    case 'apiKey': {
      const name = scheme.name ?? '';
      if (scheme.in === 'query') return query.has(name);
      if (scheme.in === 'cookie') return (headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
      return headers.has(name.toLowerCase());
    }
    case 'oauth2':
    case 'openIdConnect':
      return /^bearer\s+\S+/i.test(authorization);
    default:
      return true;
  }
}

/** "Basic base64(user:password)", with the colon that separates the two. */
function isBasicCredentials(authorization: string): boolean {
  const match = /^basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization);
  if (!match?.[1]) return false;
  return Buffer.from(match[1], 'base64').toString('utf8').includes(':');
}

function describeRequirement(requirement: OasSecurityRequirement, schemes: Record<string, OasSecurityScheme>): string {
  return Object.keys(requirement)
    .map((name) => {
      const scheme = schemes[name];
      const detail = scheme?.type === 'http' ? `HTTP ${scheme.scheme ?? ''}` : scheme?.type === 'apiKey' ? `API key in ${scheme.in} "${scheme.name}"` : scheme?.type;
      return `${name} (${detail ?? 'unknown scheme'})`;
    })
    .join(' + ');
}
