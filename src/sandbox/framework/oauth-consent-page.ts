/**
 * The HTML a person sees at an emulated authorization server: the consent
 * screen and the error page. Self-contained (inline CSS, nothing fetched),
 * a real form with real buttons so it works with a keyboard and in a
 * browser test (`#allow`, `#deny`), and headers that keep it out of frames
 * and caches, as consent screens are.
 */
import type { FastifyReply } from 'fastify';
import type { ConsentLook } from './oauth-profile.js';

export interface ConsentView {
  look: ConsentLook;
  clientName: string;
  scopes: readonly string[];
  /** Where the decision goes back to (only its origin is shown). */
  redirectUri: string;
  decisionPath: string;
  requestId: string;
}

export interface ErrorView {
  look: ConsentLook;
  title: string;
  message: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

function styles(accent: string): string {
  return `
  :root { color-scheme: light; --accent: ${accent}; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #172b4d; background: #f4f5f7; }
  header { background: var(--accent); color: #fff; padding: 14px 24px; display: flex; align-items: center; gap: 12px; }
  header .brand { font-weight: 700; font-size: 18px; letter-spacing: .2px; }
  header .tag { font-size: 12px; border: 1px solid rgba(255,255,255,.6); border-radius: 10px; padding: 0 8px; }
  main { max-width: 480px; margin: 40px auto; background: #fff; border-radius: 8px; padding: 28px 32px; box-shadow: 0 1px 3px rgba(9,30,66,.25); }
  h1 { font-size: 20px; line-height: 1.35; margin: 0 0 16px; }
  h2 { font-size: 15px; margin: 20px 0 8px; }
  p { margin: 8px 0; }
  .muted { color: #5e6c84; font-size: 14px; }
  ul { margin: 0; padding-left: 20px; }
  li { margin: 6px 0; }
  code { font-size: 13px; background: #f4f5f7; border-radius: 3px; padding: 1px 4px; color: #42526e; }
  .actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 28px; }
  button { font: inherit; font-weight: 600; border-radius: 4px; padding: 8px 20px; cursor: pointer; border: 1px solid transparent; }
  button.primary { background: var(--accent); color: #fff; }
  button.secondary { background: #fff; color: #172b4d; border-color: #c1c7d0; }
  button:hover { filter: brightness(.95); }
  button:focus-visible { outline: 3px solid #4c9aff; outline-offset: 2px; }
`;
}

function document(look: ConsentLook, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles(look.accent)}</style>
</head>
<body>
<header><span class="brand">${escapeHtml(look.platformName)}</span><span class="tag">Sandbox emulator</span></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function originOf(uri: string): string {
  return URL.canParse(uri) ? new URL(uri).origin : uri;
}

export function renderConsentPage(view: ConsentView): string {
  const { look } = view;
  const scopes = view.scopes.map((scope) => `<li>${escapeHtml(look.describeScope(scope))} <code>${escapeHtml(scope)}</code></li>`).join('\n  ');
  const body = `<h1><strong>${escapeHtml(view.clientName)}</strong> wants to access your ${escapeHtml(look.platformName)} account</h1>
<p>Signed in as <strong>${escapeHtml(look.account.name)}</strong> <span class="muted">(${escapeHtml(look.account.email)})</span></p>
<p>Account: <strong>${escapeHtml(look.site)}</strong></p>
<h2 id="scopes">This app will be able to:</h2>
<ul aria-labelledby="scopes">
  ${scopes}
</ul>
<p class="muted">After you decide, you will be sent back to ${escapeHtml(originOf(view.redirectUri))}.</p>
<form method="post" action="${escapeHtml(view.decisionPath)}">
  <input type="hidden" name="request_id" value="${escapeHtml(view.requestId)}">
  <div class="actions">
    <button type="submit" class="secondary" id="deny" name="decision" value="deny">Deny</button>
    <button type="submit" class="primary" id="allow" name="decision" value="allow">Allow</button>
  </div>
</form>`;
  return document(look, `Allow ${view.clientName} to access ${look.platformName}?`, body);
}

export function renderErrorPage(view: ErrorView): string {
  const body = `<h1>${escapeHtml(view.title)}</h1>
<p>${escapeHtml(view.message)}</p>`;
  return document(view.look, view.title, body);
}

/** Sends a page with the headers every authorization server page carries. */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // No form-action: browsers apply it to the redirect that follows the form, which leaves this origin.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    })
    .send(html);
}
