/**
 * Atlassian Document Format (ADF): REST API v3 sends and accepts rich text
 * (`description`) as a JSON document tree, never as a plain string. These
 * helpers build the documents the seed uses, check what clients send, and
 * flatten a document to text for JQL's `~` operator.
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

export function text(value: string, marks?: AdfMark[]): AdfNode {
  return marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
}

export function paragraph(...children: (string | AdfNode)[]): AdfNode {
  return { type: 'paragraph', content: children.map((child) => (typeof child === 'string' ? text(child) : child)) };
}

export function heading(level: number, value: string): AdfNode {
  return { type: 'heading', attrs: { level }, content: [text(value)] };
}

function listItems(items: readonly string[]): AdfNode[] {
  return items.map((item) => ({ type: 'listItem', content: [paragraph(item)] }));
}

export function bulletList(items: readonly string[]): AdfNode {
  return { type: 'bulletList', content: listItems(items) };
}

export function orderedList(items: readonly string[]): AdfNode {
  return { type: 'orderedList', attrs: { order: 1 }, content: listItems(items) };
}

export function doc(...content: AdfNode[]): AdfDocument {
  return { type: 'doc', version: 1, content };
}

/** Jira's own wording when a v3 rich-text field gets anything but an ADF document. */
export const NOT_ADF_MESSAGE = 'Operation value must be an Atlassian Document (see the Atlassian Document Format)';

function isNode(value: unknown, depth: number): boolean {
  // The depth bound keeps a hostile, deeply nested body from exhausting the stack.
  if (depth > 64 || value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const node = value as Record<string, unknown>;
  if (typeof node.type !== 'string' || node.type === '') return false;
  if (node.type === 'text' && typeof node.text !== 'string') return false;
  if (node.content !== undefined) {
    if (!Array.isArray(node.content)) return false;
    if (!node.content.every((child) => isNode(child, depth + 1))) return false;
  }
  if (node.marks !== undefined && !Array.isArray(node.marks)) return false;
  return true;
}

/** True when `value` has the shape of an ADF document (type doc, version 1, a node tree). */
export function isAdfDocument(value: unknown): value is AdfDocument {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  if (candidate.type !== 'doc' || candidate.version !== 1 || !Array.isArray(candidate.content)) return false;
  return candidate.content.every((child) => isNode(child, 1));
}

/** Plain text of a document, blocks separated by newlines. */
export function adfToPlainText(document: AdfDocument | null): string {
  if (!document) return '';
  const parts: string[] = [];
  const walk = (node: AdfNode): void => {
    if (node.type === 'text' && node.text) parts.push(node.text);
    for (const child of node.content ?? []) walk(child);
    if (node.type === 'paragraph' || node.type === 'heading') parts.push('\n');
  };
  for (const node of document.content) walk(node);
  return parts.join('').trim();
}
