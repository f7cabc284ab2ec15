/**
 * Atlassian Document Format (ADF), the JSON tree Jira's REST API v3 uses for
 * rich text such as an issue's description
 * (https://developer.atlassian.com/cloud/jira/platform/apis/document/structure/).
 * Only the shapes the converters read and write are typed here.
 */

export interface AdfMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface AdfNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: AdfMark[];
  content?: AdfNode[];
}

export interface AdfDocument {
  type: 'doc';
  version: 1;
  content: AdfNode[];
}

/** Nesting deeper than this is flattened: a hostile document must not exhaust the stack. */
export const MAX_ADF_DEPTH = 48;

export function isAdfDocument(value: unknown): value is AdfDocument {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  return candidate.type === 'doc' && Array.isArray(candidate.content);
}

export function adfDocument(content: AdfNode[]): AdfDocument {
  return { type: 'doc', version: 1, content };
}

/** Link targets kept when converting: anything else (javascript:, data:...) is dropped. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href.trim());
}
