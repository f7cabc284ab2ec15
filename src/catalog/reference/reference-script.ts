/**
 * The API reference pages' own script and stylesheet, served as files (the
 * pages' Content-Security-Policy allows no inline script). Plain browser
 * JavaScript: `Scalar` is the global of Scalar's standalone bundle, loaded
 * before it.
 *
 * Scalar is told to reach nothing but this service: no web fonts (its
 * default fonts come from fonts.scalar.com), no telemetry, no "Ask AI" agent
 * (it talks to Scalar's servers), no developer toolbar (its "share" uploads
 * the document to Scalar's registry), no link to Scalar's hosted client, and
 * no proxy, so "Test request" calls the document's server, this service,
 * straight from the browser. Keys typed into it are not kept (persistAuth
 * off).
 */
export const REFERENCE_SCRIPT = `'use strict';
(function () {
  var root = document.getElementById('api-reference-root');
  if (!root || typeof window.Scalar === 'undefined') return;
  window.Scalar.createApiReference(root, {
    url: root.getAttribute('data-document-url'),
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: true,
    persistAuth: false,
    documentDownloadType: 'json',
    defaultOpenFirstTag: true,
    metaData: { title: document.title }
  });
})();
`;

/** System fonts only: nothing is fetched for text. */
const FONTS = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
const MONO = `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`;

export const REFERENCE_CSS = `
:root{--scalar-font:${FONTS};--scalar-font-code:${MONO};--scalar-custom-header-height:44px}
body{margin:0}
.svc-docs-bar{position:sticky;top:0;z-index:1000;height:44px;box-sizing:border-box;display:flex;gap:20px;align-items:center;
  padding:0 20px;font:14px/1 ${FONTS};background:#0d1117;color:#e6edf3}
.svc-docs-bar a{color:#e6edf3;text-decoration:none}
.svc-docs-bar a:hover{text-decoration:underline}
.svc-docs-bar .svc-docs-title{font-weight:600;margin-right:auto}
.svc-docs-loading{font:16px/1.5 ${FONTS};padding:40px 24px;color:#57606a}
`;

/** The index page (/docs): the list of documents. */
export const INDEX_CSS = `
body{font:16px/1.5 ${FONTS};margin:0;color:#1b1f24;background:#f6f7f9}
main{max-width:920px;margin:0 auto;padding:40px 24px}
h1{font-size:28px;margin:0 0 8px}h2{font-size:20px;margin:32px 0 12px}a{color:#0b5cad}
ul.svc-apis{list-style:none;padding:0;margin:0;display:grid;gap:12px}
ul.svc-apis li{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:14px 16px}
.svc-api-name{font-weight:600;font-size:17px}
.svc-api-links{font-size:14px;margin-top:6px;display:flex;gap:16px}
.svc-api-summary{margin:6px 0 0;color:#3d444d}
code{font-family:${MONO};font-size:14px}
`;
