/**
 * ADF → HTML for the unified `description`. Paragraphs, headings, lists,
 * code blocks, quotes, rules, tables, hard breaks and the marks strong, em,
 * underline, strike, sub/sup, code and link become their HTML elements; nodes
 * with no HTML counterpart (panels, expands, mentions, emoji, dates, status
 * lozenges, cards) degrade to their text; media is left out. Text and
 * attributes are escaped, and only http(s) and mailto links survive.
 */
import { isAdfDocument, isSafeHref, MAX_ADF_DEPTH, type AdfMark, type AdfNode } from './adf.js';

/** Nodes that are one HTML element around their content. */
const WRAPPERS = new Map(Object.entries({
  paragraph: 'p', blockquote: 'blockquote', bulletList: 'ul', listItem: 'li', table: 'table', tableRow: 'tr', tableHeader: 'th', tableCell: 'td',
}));
/** Marks that are one HTML element around their text. */
const MARK_TAGS = new Map(Object.entries({ strong: 'strong', em: 'em', underline: 'u', strike: 's', code: 'code' }));

/** Marks from the outside in, so one text renders the same whatever order Jira lists its marks in. */
const MARK_ORDER = ['link', 'strong', 'em', 'underline', 'strike', 'subsup', 'code'];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

function attr(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function wrapMark(html: string, mark: AdfMark): string {
  const tag = mark.type === 'subsup' ? (mark.attrs?.type === 'sup' ? 'sup' : 'sub') : MARK_TAGS.get(mark.type);
  if (tag !== undefined) return `<${tag}>${html}</${tag}>`;
  const href = mark.type === 'link' ? attr(mark.attrs?.href) : undefined;
  // textColor, backgroundColor, alignment...: presentation HTML does not need.
  return href !== undefined && isSafeHref(href) ? `<a href="${escapeHtml(href)}">${html}</a>` : html;
}

function renderText(node: AdfNode): string {
  const marks = [...(Array.isArray(node.marks) ? node.marks : [])].sort(
    (a, b) => MARK_ORDER.indexOf(b.type) - MARK_ORDER.indexOf(a.type),
  );
  return marks.reduce((html, mark) => wrapMark(html, mark), escapeHtml(node.text ?? ''));
}

/** Plain text of a subtree, without recursion: used for code blocks and past the depth limit. */
export function adfText(node: AdfNode): string {
  let text = '';
  const stack: AdfNode[] = [node];
  while (stack.length > 0) {
    const next = stack.pop() as AdfNode;
    if (typeof next.text === 'string') text += next.text;
    else if (next.type === 'hardBreak') text += '\n';
    const children = Array.isArray(next.content) ? next.content : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AdfNode);
  }
  return text;
}

function inlineText(node: AdfNode): string | undefined {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'mention':
      return attr(attrs.text) ?? (attr(attrs.id) === undefined ? undefined : `@${attr(attrs.id)}`);
    case 'emoji':
      return attr(attrs.text) ?? attr(attrs.shortName);
    case 'status':
      return attr(attrs.text);
    case 'date': {
      const stamp = Number(attr(attrs.timestamp));
      return Number.isFinite(stamp) ? new Date(stamp).toISOString().slice(0, 10) : undefined;
    }
    default:
      return undefined;
  }
}

function renderNodes(nodes: unknown, depth: number): string {
  return Array.isArray(nodes) ? nodes.map((node) => renderNode(node as AdfNode, depth)).join('') : '';
}

function renderNode(node: AdfNode, depth: number): string {
  if (node === null || typeof node !== 'object') return '';
  if (depth > MAX_ADF_DEPTH) return escapeHtml(adfText(node));
  const inner = (): string => renderNodes(node.content, depth + 1);
  switch (node.type) {
    case 'text':
      return renderText(node);
    case 'hardBreak':
      return '<br>';
    case 'rule':
      return '<hr>';
    case 'heading': {
      const level = Math.min(6, Math.max(1, Math.trunc(Number(node.attrs?.level)) || 1));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'orderedList': {
      const order = Math.trunc(Number(node.attrs?.order));
      return `<ol${order > 1 ? ` start="${order}"` : ''}>${inner()}</ol>`;
    }
    case 'codeBlock': {
      const language = attr(node.attrs?.language);
      const cls = language ? ` class="language-${escapeHtml(language)}"` : '';
      return `<pre><code${cls}>${escapeHtml(adfText(node))}</code></pre>`;
    }
    case 'inlineCard':
    case 'blockCard':
    case 'embedCard': {
      const url = attr(node.attrs?.url);
      return url !== undefined && isSafeHref(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : '';
    }
    case 'media':
    case 'mediaSingle':
    case 'mediaGroup':
    case 'mediaInline':
      return '';
    default: {
      const tag = WRAPPERS.get(node.type);
      if (tag) return `<${tag}>${inner()}</${tag}>`;
      const text = inlineText(node);
      if (text !== undefined) return escapeHtml(text);
      // Unknown or presentational containers (panel, expand, layouts...): keep what they hold.
      return Array.isArray(node.content) ? inner() : escapeHtml(typeof node.text === 'string' ? node.text : '');
    }
  }
}

/** HTML of an ADF document; null when there is none or it renders to nothing. */
export function adfToHtml(document: unknown): string | null {
  if (typeof document === 'string') return document === '' ? null : `<p>${escapeHtml(document)}</p>`;
  if (!isAdfDocument(document)) return null;
  const html = renderNodes(document.content, 1);
  return html === '' ? null : html;
}
