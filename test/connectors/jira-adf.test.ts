/**
 * ADF ↔ HTML for Jira descriptions: what each direction produces, that the
 * output is safe (escaped text, no unsafe links, no scripts), that documents
 * stay valid ADF, and that rich content survives a round trip.
 */
import { describe, expect, it } from 'vitest';
import type { AdfDocument, AdfNode } from '../../src/connectors/jira/adf.js';
import { adfToHtml } from '../../src/connectors/jira/adf-to-html.js';
import { htmlToAdf } from '../../src/connectors/jira/html-to-adf.js';

const doc = (...content: AdfNode[]): AdfDocument => ({ type: 'doc', version: 1, content });
const p = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });
const t = (text: string, ...marks: Array<string | { type: string; attrs: Record<string, unknown> }>): AdfNode =>
  marks.length === 0 ? { type: 'text', text } : { type: 'text', text, marks: marks.map((mark) => (typeof mark === 'string' ? { type: mark } : mark)) };
const li = (...content: AdfNode[]): AdfNode => ({ type: 'listItem', content });
const link = (href: string) => ({ type: 'link', attrs: { href } });

describe('ADF → HTML', () => {
  it('renders blocks: paragraphs, headings, lists, code, quotes, rules', () => {
    const html = adfToHtml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [t('Steps')] },
        { type: 'orderedList', attrs: { order: 3 }, content: [li(p(t('Open'))), li(p(t('Click')), { type: 'bulletList', content: [li(p(t('twice')))] })] },
        { type: 'codeBlock', attrs: { language: 'ts' }, content: [t('const a = 1 < 2;\nreturn a;')] },
        { type: 'blockquote', content: [p(t('quoted'))] },
        { type: 'rule' },
        p(t('line one'), { type: 'hardBreak' }, t('line two')),
      ),
    );
    expect(html).toBe(
      '<h2>Steps</h2><ol start="3"><li><p>Open</p></li><li><p>Click</p><ul><li><p>twice</p></li></ul></li></ol>' +
        '<pre><code class="language-ts">const a = 1 &lt; 2;\nreturn a;</code></pre><blockquote><p>quoted</p></blockquote><hr><p>line one<br>line two</p>',
    );
  });

  it('renders marks in a fixed nesting order, whatever order Jira lists them in', () => {
    expect(adfToHtml(doc(p(t('x', 'code', 'strong', link('https://a.example/?q=1&r=2')))))).toBe(
      '<p><a href="https://a.example/?q=1&amp;r=2"><strong><code>x</code></strong></a></p>',
    );
    expect(adfToHtml(doc(p(t('b', 'em', 'strong'), t('u', 'underline'), t('s', 'strike'), t('2', { type: 'subsup', attrs: { type: 'sup' } }))))).toBe(
      '<p><strong><em>b</em></strong><u>u</u><s>s</s><sup>2</sup></p>',
    );
  });

  it('escapes text and drops unsafe links', () => {
    expect(adfToHtml(doc(p(t('<script>alert("x")</script> & \'q\''))))).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;</p>');
    expect(adfToHtml(doc(p(t('click', link('javascript:alert(1)')))))).toBe('<p>click</p>');
    expect(adfToHtml(doc(p(t('mail', link('mailto:a@b.example')))))).toBe('<p><a href="mailto:a@b.example">mail</a></p>');
  });

  it('degrades nodes without an HTML counterpart to their text and leaves media out', () => {
    const html = adfToHtml(
      doc(
        { type: 'panel', attrs: { panelType: 'info' }, content: [p(t('Heads up'))] },
        p(
          { type: 'mention', attrs: { id: 'abc', text: '@Alex Morgan' } },
          t(' '),
          { type: 'emoji', attrs: { shortName: ':smile:', text: '😄' } },
          t(' '),
          { type: 'status', attrs: { text: 'BLOCKED', color: 'red' } },
          t(' '),
          { type: 'date', attrs: { timestamp: '1767225600000' } },
          { type: 'inlineCard', attrs: { url: 'https://acme.example/x' } },
        ),
        { type: 'mediaSingle', content: [{ type: 'media', attrs: { id: 'm', type: 'file' } }] },
        { type: 'someFutureNode', content: [p(t('kept'))] },
      ),
    );
    expect(html).toBe('<p>Heads up</p><p>@Alex Morgan 😄 BLOCKED 2026-01-01<a href="https://acme.example/x">https://acme.example/x</a></p><p>kept</p>');
  });

  it('renders tables', () => {
    const cell = (type: string, text: string): AdfNode => ({ type, attrs: {}, content: [p(t(text))] });
    expect(adfToHtml(doc({ type: 'table', content: [{ type: 'tableRow', content: [cell('tableHeader', 'A'), cell('tableCell', 'b')] }] }))).toBe(
      '<table><tr><th><p>A</p></th><td><p>b</p></td></tr></table>',
    );
  });

  it('returns null for no description and survives hostile nesting', () => {
    expect(adfToHtml(null)).toBeNull();
    expect(adfToHtml({ type: 'doc', version: 1, content: [] })).toBeNull();
    expect(adfToHtml({ not: 'adf' })).toBeNull();
    let deep: AdfNode = t('bottom');
    for (let i = 0; i < 5000; i++) deep = { type: 'blockquote', content: [deep] };
    expect(adfToHtml(doc(deep))).toContain('bottom');
  });
});

describe('HTML → ADF', () => {
  it('reads plain text: blank lines separate paragraphs, newlines are hard breaks', () => {
    expect(htmlToAdf('First line\nsecond line\n\nNext paragraph')).toEqual(
      doc(p(t('First line'), { type: 'hardBreak' }, t('second line')), p(t('Next paragraph'))),
    );
    expect(htmlToAdf('1 < 2 and 3 > 2')).toEqual(doc(p(t('1 < 2 and 3 > 2'))));
  });

  it('returns null for nothing to say', () => {
    expect(htmlToAdf('')).toBeNull();
    expect(htmlToAdf('   \n ')).toBeNull();
    expect(htmlToAdf(null)).toBeNull();
    expect(htmlToAdf('<div>  </div>')).toBeNull();
  });

  it('reads paragraphs, marks, links and collapses whitespace', () => {
    expect(htmlToAdf('<p>Hello   <b>bold\n <i>both</i></b> and <a href="https://x.example">a link</a>.</p>')).toEqual(
      doc(p(t('Hello '), t('bold ', 'strong'), t('both', 'strong', 'em'), t(' and '), t('a link', link('https://x.example')), t('.'))),
    );
  });

  it('keeps only the link next to the code mark, and drops unsafe links, scripts and comments', () => {
    expect(htmlToAdf('<p><strong><code>npm test</code></strong></p>')).toEqual(doc(p(t('npm test', 'code'))));
    expect(htmlToAdf('<p><a href="javascript:alert(1)">x</a><script>alert(2)</script><!-- note --><style>p{}</style>y</p>')).toEqual(doc(p(t('xy'))));
  });

  it('decodes entities', () => {
    expect(htmlToAdf('<p>a &amp; b &lt;c&gt; &#39;d&#x27; &nbsp;&unknown;</p>')).toEqual(doc(p(t("a & b <c> 'd' \u00a0&unknown;"))));
  });

  it('reads headings, lists (unclosed items, start), code blocks with a language, quotes and rules', () => {
    const adf = htmlToAdf(
      '<h1>Title</h1><ol start="2"><li>one<li>two<ul><li>nested</ul></ol><pre class="language-js">\nlet a = 1;\n  a++;\n</pre><blockquote><h3>Quote</h3>text</blockquote><hr>',
    );
    expect(adf).toEqual(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [t('Title')] },
        {
          type: 'orderedList',
          attrs: { order: 2 },
          content: [li(p(t('one'))), li(p(t('two')), { type: 'bulletList', content: [li(p(t('nested')))] })],
        },
        { type: 'codeBlock', attrs: { language: 'js' }, content: [t('let a = 1;\n  a++;')] },
        { type: 'blockquote', content: [p(t('Quote')), p(t('text'))] },
        { type: 'rule' },
      ),
    );
  });

  it('keeps list items valid ADF: a paragraph first, no headings inside', () => {
    expect(htmlToAdf('<ul><li><ul><li>deep</li></ul></li><li><h2>Head</h2></li></ul>')).toEqual(
      doc({
        type: 'bulletList',
        content: [li(p(), { type: 'bulletList', content: [li(p(t('deep')))] }), li(p(t('Head')))],
      }),
    );
  });

  it('closes an open paragraph when a block starts, as browsers do', () => {
    expect(htmlToAdf('<p>intro<ul><li>x</li></ul>after')).toEqual(doc(p(t('intro')), { type: 'bulletList', content: [li(p(t('x')))] }, p(t('after'))));
  });

  it('reads tables', () => {
    expect(htmlToAdf('<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>')).toEqual(
      doc({
        type: 'table',
        attrs: {},
        content: [
          { type: 'tableRow', content: [{ type: 'tableHeader', attrs: {}, content: [p(t('A'))] }] },
          { type: 'tableRow', content: [{ type: 'tableCell', attrs: {}, content: [p(t('b'))] }] },
        ],
      }),
    );
  });

  it('reads hostile markup in one pass: unterminated tags and quotes, many scripts', () => {
    expect(htmlToAdf(`<p>ok</p>${'<a "x'.repeat(100_000)}`)?.content[0]).toEqual(p(t('ok')));
    expect(JSON.stringify(htmlToAdf(`${'<script>x'.repeat(50_000)}<p>after</p>`))).not.toContain('after');
    expect(htmlToAdf(`${'<b>'.repeat(100_000)}deep`)?.content).toEqual([p(t('deep', 'strong'))]);
  });

  it('survives hostile nesting without deep trees', () => {
    const html = `${'<div><blockquote><b>'.repeat(3000)}x`;
    expect(JSON.stringify(htmlToAdf(html))).toContain('"x"');
  });
});

describe('round trips', () => {
  it('HTML → ADF → HTML keeps rich content', () => {
    const html =
      '<h2>Summary</h2><p>Checkout <strong>fails</strong> for <em>guest</em> users, see <a href="https://status.example/1">status</a>.</p>' +
      '<ul><li><p>Step <code>one</code></p></li><li><p>Step two</p><ol><li><p>sub</p></li></ol></li></ul>' +
      '<pre><code class="language-sh">curl -X POST https://x.example</code></pre><blockquote><p>Customer quote</p></blockquote><p>a<br>b</p>';
    expect(adfToHtml(htmlToAdf(html))).toBe(html);
  });

  it('ADF → HTML → ADF keeps the document', () => {
    const original = doc(
      { type: 'heading', attrs: { level: 3 }, content: [t('Repro')] },
      p(t('Press '), t('Pay', 'strong'), t(' then wait'), { type: 'hardBreak' }, t('for ', 'em'), t('docs', link('https://docs.example'))),
      { type: 'bulletList', content: [li(p(t('one'))), li(p(t('two')))] },
      { type: 'codeBlock', attrs: { language: 'json' }, content: [t('{"a": 1}')] },
    );
    expect(htmlToAdf(adfToHtml(original))).toEqual(original);
  });
});
