/**
 * A small, forgiving HTML reader for ticket descriptions: elements, text and
 * entities into a tree, the way browsers treat everyday markup (void
 * elements, unclosed <p> and <li>, stray end tags). Scripts, styles and
 * comments are dropped. It is not a full HTML5 parser and does not need to be:
 * its output is only ever turned into an ADF document.
 */

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

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is not text to keep. */
const DROPPED = new Set(['script', 'style', 'template', 'head', 'title', 'noscript', 'iframe', 'object', 'svg', 'math']);
/** Block elements whose start ends an open paragraph, as in browsers (<p>a<ul>...). */
const CLOSES_PARAGRAPH = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul',
]);
/** Elements whose start ends an open sibling (<li>a<li>b), unless a list or table boundary lies between. */
const IMPLIED_END: Record<string, { closes: readonly string[]; boundary: readonly string[] }> = {
  li: { closes: ['li'], boundary: ['ul', 'ol'] },
  dt: { closes: ['dt', 'dd'], boundary: ['dl'] },
  dd: { closes: ['dt', 'dd'], boundary: ['dl'] },
  tr: { closes: ['tr'], boundary: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { closes: ['td', 'th'], boundary: ['tr', 'table'] },
  th: { closes: ['td', 'th'], boundary: ['tr', 'table'] },
};
/** Deeper nesting is kept as content of the deepest element, never as a deeper tree. */
const MAX_DEPTH = 40;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', hellip: '…',
  mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', bull: '•', middot: '·', euro: '€',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (match[1] as string).toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

const TAG_NAME = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/y;

/** Index just past the `>` ending the tag that starts at `start` (quoted values may hold `>`), or -1. */
function tagEnd(html: string, start: number): number {
  let quote: string | undefined;
  for (let at = start; at < html.length; at++) {
    const char = html[at];
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return at + 1;
    }
  }
  return -1;
}

export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { kind: 'element', name: '#root', attrs: {}, children: [] };
  const open: HtmlElement[] = [root];
  const current = (): HtmlElement => open[open.length - 1] as HtmlElement;
  const closeTo = (name: string): void => {
    const at = open.findLastIndex((element) => element.name === name);
    if (at > 0) open.length = at;
  };
  const closeImplied = (name: string): void => {
    if (CLOSES_PARAGRAPH.has(name)) closeTo('p');
    const rule = IMPLIED_END[name];
    if (!rule) return;
    for (let at = open.length - 1; at > 0; at--) {
      const openName = (open[at] as HtmlElement).name;
      if (rule.boundary.includes(openName)) return;
      if (rule.closes.includes(openName)) {
        open.length = at;
        return;
      }
    }
  };
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > index) current().children.push({ kind: 'text', text: decodeEntities(html.slice(index, textEnd)) });
    if (lt < 0) break;
    index = lt;
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', index) || html.startsWith('<?', index)) {
      const end = html.indexOf('>', index);
      index = end < 0 ? html.length : end + 1;
      continue;
    }
    TAG_NAME.lastIndex = index;
    const tag = TAG_NAME.exec(html);
    if (!tag) {
      // A "<" that starts no tag is text, as in browsers.
      current().children.push({ kind: 'text', text: '<' });
      index += 1;
      continue;
    }
    const end = tagEnd(html, TAG_NAME.lastIndex);
    if (end < 0) {
      // A tag that never ends swallows the rest: keep it as text and stop, so every character is scanned once.
      current().children.push({ kind: 'text', text: decodeEntities(html.slice(index)) });
      break;
    }
    const attributes = html.slice(TAG_NAME.lastIndex, end - 1);
    index = end;
    const name = (tag[2] as string).toLowerCase();
    if (tag[1] === '/') {
      closeTo(name);
      continue;
    }
    if (DROPPED.has(name)) {
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = index;
      const close = closer.exec(html);
      const closeEnd = close === null ? -1 : html.indexOf('>', close.index);
      index = closeEnd < 0 ? html.length : closeEnd + 1;
      continue;
    }
    closeImplied(name);
    const element: HtmlElement = { kind: 'element', name, attrs: parseAttributes(attributes), children: [] };
    current().children.push(element);
    const selfClosed = attributes.trimEnd().endsWith('/');
    if (!VOID.has(name) && !selfClosed && open.length < MAX_DEPTH) open.push(element);
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
