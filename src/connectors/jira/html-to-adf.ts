/**
 * Unified `description` (HTML, or plain text) → ADF document for Jira.
 * Produces only nodes and mark combinations the ADF schema allows, since Jira
 * refuses invalid documents: list items start with a paragraph, quotes and
 * table cells hold only the blocks they may, and the code mark is combined
 * with nothing but a link. Unknown elements keep their text; scripts, styles
 * and unsafe links are dropped. Text without any HTML tag is read as plain
 * text: blank lines separate paragraphs, single newlines become hard breaks.
 */
import { adfDocument, isSafeHref, type AdfDocument, type AdfMark, type AdfNode } from './adf.js';
import { parseHtml, textContent, type HtmlElement, type HtmlNode } from './html-parse.js';

const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const OWN_BLOCKS = new Set(['p', 'pre', 'blockquote', 'ul', 'ol', 'hr', 'table']);
/** Block-level wrappers with no ADF counterpart: their content is kept, the wrapper is not. */
const CONTAINERS = new Set([
  'address', 'article', 'aside', 'body', 'center', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer',
  'form', 'header', 'html', 'li', 'main', 'nav', 'section', 'summary', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr',
]);
const HTML_HINT = /<\/?(?:p|br|div|span|h[1-6]|ul|ol|li|pre|code|blockquote|hr|table|tr|td|th|strong|b|em|i|u|s|strike|del|ins|a|sub|sup|kbd|img|section|article)\b[^<>]*>/i;

/** The ADF mark type of each inline element that has one (links apart: their target is checked). */
const MARK_TYPES = new Map(Object.entries({
  strong: 'strong', b: 'strong', em: 'em', i: 'em', cite: 'em', u: 'underline', ins: 'underline', s: 'strike', strike: 'strike', del: 'strike',
  code: 'code', kbd: 'code', samp: 'code', tt: 'code',
}));

function markOf(element: HtmlElement): AdfMark | undefined {
  if (element.name === 'sub' || element.name === 'sup') return { type: 'subsup', attrs: { type: element.name } };
  const type = MARK_TYPES.get(element.name);
  if (type !== undefined) return { type };
  const href = element.name === 'a' ? element.attrs.href : undefined;
  return href !== undefined && isSafeHref(href) ? { type: 'link', attrs: { href: href.trim() } } : undefined;
}

const paragraph = (content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });

function isBlock(node: HtmlNode): node is HtmlElement {
  return node.kind === 'element' && (OWN_BLOCKS.has(node.name) || CONTAINERS.has(node.name) || node.name in HEADINGS);
}

function withMark(marks: AdfMark[], mark: AdfMark): AdfMark[] {
  return [...marks.filter((existing) => existing.type !== mark.type), mark];
}

function inline(node: HtmlNode, marks: AdfMark[]): AdfNode[] {
  if (node.kind === 'text') {
    const text = node.text.replace(/[ \t\n\r\f]+/g, ' ');
    return text === '' ? [] : [{ type: 'text', text, marks }];
  }
  if (node.name === 'br') return [{ type: 'hardBreak' }];
  if (node.name === 'img') return node.attrs.alt ? [{ type: 'text', text: node.attrs.alt, marks }] : [];
  const mark = markOf(node);
  const inner = mark ? withMark(marks, mark) : marks;
  return node.children.flatMap((child) => inline(child, inner));
}

/** The code mark may only be combined with a link in ADF. */
function allowedMarks(marks: AdfMark[]): AdfMark[] {
  return marks.some((mark) => mark.type === 'code') ? marks.filter((mark) => mark.type === 'code' || mark.type === 'link') : marks;
}

/** Merges neighbours with the same marks, collapses spaces across them, trims at line ends, drops empties. */
function tidyInline(nodes: AdfNode[]): AdfNode[] {
  const out: AdfNode[] = [];
  for (const node of nodes) {
    const previous = out[out.length - 1];
    if (node.type !== 'text') {
      if (previous?.type === 'text') previous.text = (previous.text ?? '').replace(/ +$/, '');
      out.push(node);
      continue;
    }
    const marks = allowedMarks(node.marks ?? []);
    let text = node.text ?? '';
    const lineStart = previous === undefined || previous.type === 'hardBreak';
    // Only plain spaces are collapsed: a non-breaking space is meant.
    if (lineStart || (previous?.type === 'text' && previous.text?.endsWith(' '))) text = text.replace(/^ +/, '');
    if (text === '') continue;
    if (previous?.type === 'text' && JSON.stringify(previous.marks ?? []) === JSON.stringify(marks)) previous.text = `${previous.text ?? ''}${text}`;
    else out.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text });
  }
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text = (last.text ?? '').replace(/ +$/, '');
  return out.filter((node) => node.type !== 'text' || node.text !== '');
}

/** What a dropped container leaves behind: a quote its blocks, a table the blocks of every cell. */
function liftedContent(block: AdfNode): AdfNode[] {
  if (block.type !== 'table') return block.content ?? [];
  return (block.content ?? []).flatMap((row) => (row.content ?? []).flatMap((cell) => cell.content ?? []));
}

/** Keeps only the block types a parent may hold: headings become paragraphs, rules go, other containers give up their content. */
function restrict(blocks: AdfNode[], allowed: ReadonlySet<string>): AdfNode[] {
  return blocks.flatMap((block): AdfNode[] => {
    if (allowed.has(block.type)) return [block];
    if (block.type === 'heading') return [paragraph(block.content ?? [])];
    if (block.type === 'rule') return [];
    return restrict(liftedContent(block), allowed);
  });
}

/** What a list item, and a quote, may hold. */
const IN_LIST_ITEM = new Set(['paragraph', 'bulletList', 'orderedList', 'codeBlock']);
const IN_CELL = new Set(['paragraph', 'bulletList', 'orderedList', 'codeBlock', 'blockquote', 'heading', 'rule']);

function listItem(blocks: AdfNode[]): AdfNode {
  const content = restrict(blocks, IN_LIST_ITEM);
  // A list item must open with a paragraph (or code block), never with a nested list.
  if (content[0] === undefined || (content[0].type !== 'paragraph' && content[0].type !== 'codeBlock')) content.unshift(paragraph([]));
  return { type: 'listItem', content };
}

function list(element: HtmlElement): AdfNode {
  const items: AdfNode[] = [];
  for (const child of element.children) {
    if (child.kind === 'text' && child.text.trim() === '') continue;
    const nestedList = child.kind === 'element' && (child.name === 'ul' || child.name === 'ol');
    const previous = items[items.length - 1];
    // <ul><li>a</li><ul>...</ul></ul>: the stray list belongs to the item before it.
    if (nestedList && previous) previous.content?.push(list(child));
    else items.push(listItem(blocksOf(child.kind === 'element' && child.name === 'li' ? child.children : [child])));
  }
  if (items.length === 0) items.push(listItem([]));
  if (element.name === 'ul') return { type: 'bulletList', content: items };
  const start = Number.parseInt(element.attrs.start ?? '', 10);
  return { type: 'orderedList', attrs: { order: Number.isInteger(start) && start > 0 ? start : 1 }, content: items };
}

function codeBlock(element: HtmlElement): AdfNode {
  const code = element.children.find((child): child is HtmlElement => child.kind === 'element' && child.name === 'code');
  const language = /(?:^|\s)(?:language|lang)-([\w+#.-]{1,40})/.exec(`${element.attrs.class ?? ''} ${code?.attrs.class ?? ''}`)?.[1];
  // HTML drops the newline right after <pre>; the last one is only the closing line break.
  const text = textContent(element.children).replace(/^\r?\n/, '').replace(/\r?\n$/, '');
  const node: AdfNode = { type: 'codeBlock', content: text === '' ? [] : [{ type: 'text', text }] };
  if (language) node.attrs = { language };
  return node;
}

function rowsOf(element: HtmlElement): HtmlElement[] {
  return element.children.flatMap((child): HtmlElement[] => {
    if (child.kind !== 'element') return [];
    if (child.name === 'tr') return [child];
    return child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot' ? rowsOf(child) : [];
  });
}

function table(element: HtmlElement): AdfNode[] {
  const rows = rowsOf(element).flatMap((row): AdfNode[] => {
    const cells = row.children.filter((cell): cell is HtmlElement => cell.kind === 'element' && (cell.name === 'td' || cell.name === 'th'));
    if (cells.length === 0) return [];
    const content = cells.map((cell): AdfNode => {
      const blocks = restrict(blocksOf(cell.children), IN_CELL);
      return { type: cell.name === 'th' ? 'tableHeader' : 'tableCell', attrs: {}, content: blocks.length > 0 ? blocks : [paragraph([])] };
    });
    return [{ type: 'tableRow', content }];
  });
  return rows.length > 0 ? [{ type: 'table', attrs: {}, content: rows }] : blocksOf(element.children);
}

function block(element: HtmlElement): AdfNode[] {
  const level = HEADINGS[element.name];
  if (level !== undefined) return [{ type: 'heading', attrs: { level }, content: tidyInline(element.children.flatMap((child) => inline(child, []))) }];
  switch (element.name) {
    case 'p': {
      const inner = blocksOf(element.children);
      return inner.length > 0 ? inner : [paragraph([])];
    }
    case 'pre':
      return [codeBlock(element)];
    case 'blockquote': {
      const content = restrict(blocksOf(element.children), IN_LIST_ITEM);
      return [{ type: 'blockquote', content: content.length > 0 ? content : [paragraph([])] }];
    }
    case 'ul':
    case 'ol':
      return [list(element)];
    case 'hr':
      return [{ type: 'rule' }];
    case 'table':
      return table(element);
    default:
      return blocksOf(element.children);
  }
}

function blocksOf(nodes: readonly HtmlNode[]): AdfNode[] {
  const out: AdfNode[] = [];
  let pending: AdfNode[] = [];
  const flush = (): void => {
    const content = tidyInline(pending);
    pending = [];
    if (content.length > 0) out.push(paragraph(content));
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      out.push(...block(node));
    } else {
      pending.push(...inline(node, []));
    }
  }
  flush();
  return out;
}

function plainLine(line: string, index: number): AdfNode[] {
  const text: AdfNode[] = line === '' ? [] : [{ type: 'text', text: line }];
  return index === 0 ? text : [{ type: 'hardBreak' }, ...text];
}

function plainTextBlocks(text: string): AdfNode[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.replace(/^\n+|\n+$/g, ''))
    .filter((part) => part.trim() !== '')
    .map((part) => paragraph(part.split('\n').flatMap(plainLine)));
}

/** ADF document for a unified description; null for an empty one (which clears Jira's). */
export function htmlToAdf(description: string | null | undefined): AdfDocument | null {
  if (description === null || description === undefined || description.trim() === '') return null;
  const content = HTML_HINT.test(description) ? blocksOf(parseHtml(description)) : plainTextBlocks(description);
  return content.length > 0 ? adfDocument(content) : null;
}
