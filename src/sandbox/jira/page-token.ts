/**
 * Opaque `nextPageToken` values for the enhanced search. A token remembers the
 * query it belongs to, the last issue id it returned and the offset after it.
 * The next page resumes after that issue even when issues were created or
 * deleted in between, and falls back to the offset if the issue is gone.
 */

interface TokenState {
  /** Fingerprint of the JQL, so a token cannot be replayed against another query. */
  q: string;
  /** Id of the last issue on the previous page. */
  after: string;
  /** Index of the first issue of the next page when the token was issued. */
  offset: number;
}

function fingerprint(jql: string): string {
  // FNV-1a: enough to tell queries apart, and keeps tokens short.
  let hash = 0x811c9dc5;
  for (let index = 0; index < jql.length; index++) {
    hash ^= jql.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function encodePageToken(jql: string, afterIssueId: string, offset: number): string {
  const state: TokenState = { q: fingerprint(jql.trim()), after: afterIssueId, offset };
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

export type PageToken = TokenState;

/** The token's state, or undefined when it is malformed or belongs to another query. */
export function decodePageToken(token: string, jql: string): PageToken | undefined {
  let state: Partial<TokenState>;
  try {
    state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<TokenState>;
  } catch {
    return undefined;
  }
  if (state === null || typeof state !== 'object' || typeof state.after !== 'string' || typeof state.offset !== 'number') return undefined;
  if (state.q !== fingerprint(jql.trim()) || !Number.isInteger(state.offset) || state.offset < 0) return undefined;
  return state as TokenState;
}

/** Where the next page starts in the current result list. */
export function pageStart(token: PageToken, issueIds: readonly string[]): number {
  const at = issueIds.indexOf(token.after);
  return at >= 0 ? at + 1 : Math.min(token.offset, issueIds.length);
}
