/**
 * Ticket descriptions read as browsers read them, by parse5 (the WHATWG
 * HTML parser): void elements, unclosed <p> and <li>, stray end tags and
 * entities as the standard says. Scripts, styles and comments are dropped,
 * and the tree is handed on in the converter's own small shape.
 */
import { createRequire } from 'node:module';
import type { DefaultTreeAdapterTypes } from 'parse5';

type Parse5 = typeof import('parse5');
// Loaded by the first description or comment written (about 1 MB of heap), not at start: a service may never write to Jira.
let parse5: Parse5 | undefined;
const parser = (): Parse5 => (parse5 ??= createRequire(import.meta.url)('parse5') as Parse5);

export type HtmlNode = HtmlElement | HtmlText;

export interface HtmlElement {
  kind: 'element';
  name: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}

export interface HtmlText {
  kind: 'text';
  text: string;
}

type ParsedNode = DefaultTreeAdapterTypes.ChildNode;

/** Elements whose content is not text to keep. */
const DROPPED = new Set(['script', 'style', 'template', 'head', 'title', 'noscript', 'iframe', 'object', 'svg', 'math']);
/** Deeper nesting is kept as content of the deepest element, never as a deeper tree. */
const MAX_DEPTH = 40;

export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { kind: 'element', name: '#root', attrs: {}, children: [] };
  // Without recursion: a hostile document may nest a hundred thousand elements.
  const stack: { node: ParsedNode; into: HtmlElement; depth: number }[] = [];
  const push = (nodes: readonly ParsedNode[], into: HtmlElement, depth: number) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push({ node: nodes[i] as ParsedNode, into, depth });
  };
  push(parser().parseFragment(html).childNodes, root, 1);
  while (stack.length > 0) {
    const { node, into, depth } = stack.pop() as (typeof stack)[number];
    if (node.nodeName === '#text') into.children.push({ kind: 'text', text: (node as DefaultTreeAdapterTypes.TextNode).value });
    if (!('tagName' in node) || DROPPED.has(node.tagName)) continue;
    const attrs = Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value]));
    const element: HtmlElement = { kind: 'element', name: node.tagName, attrs, children: [] };
    const deep = depth >= MAX_DEPTH;
    if (!deep) into.children.push(element);
    push(node.childNodes, deep ? into : element, deep ? depth : depth + 1);
  }
  return root.children;
}

/** All text below a node, as written (for <pre> and code blocks). */
export function textContent(nodes: readonly HtmlNode[]): string {
  let text = '';
  const stack: HtmlNode[] = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (node.kind === 'text') text += node.text;
    else if (node.name === 'br') text += '\n';
    else for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as HtmlNode);
  }
  return text;
}
