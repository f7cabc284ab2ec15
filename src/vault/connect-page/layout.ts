/**
 * The page shell shared by every view: head (our stylesheet, the theme's
 * color sheet), a skip link, the sandbox banner, the top bar with the
 * application's name or logo and who is signed in, and the footer.
 */
import { ASSET_PATHS } from './assets.js';
import { html, type SafeHtml } from './html.js';
import type { PageTheme } from './theme.js';

/** What every view of a live session knows about its surroundings. */
export interface Frame {
  /** The session's theme name, else the application's name. */
  appName: string;
  theme: PageTheme;
  consumerName: string | undefined;
  consumerEmail: string | undefined;
  sandbox: boolean;
  /** The session's redirect_uri. */
  backUrl: string | undefined;
  csrf: string;
}

export interface PageOptions {
  title: string;
  /** Send the browser on after a pause (auto_redirect), without script. */
  refreshTo?: string | undefined;
}

function head(title: string, theme: PageTheme | undefined, refreshTo: string | undefined): SafeHtml {
  return html`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><meta name="robots" content="noindex,nofollow">
<link rel="stylesheet" href="${ASSET_PATHS.css}">
${theme?.primaryHex ? html`<link rel="stylesheet" href="${ASSET_PATHS.theme(theme.primaryHex)}">` : ''}
${theme?.faviconUrl ? html`<link rel="icon" href="${theme.faviconUrl}">` : ''}
${refreshTo ? html`<meta http-equiv="refresh" content="3;url=${refreshTo}">` : ''}
</head>`;
}

function topBar(frame: Frame): SafeHtml {
  const mark = frame.theme.logoUrl
    ? html`<img src="${frame.theme.logoUrl}" alt="">`
    : html`<span class="brand-mark" aria-hidden="true">${(frame.appName[0] ?? '?').toUpperCase()}</span>`;
  const who = frame.consumerName ?? frame.consumerEmail;
  return html`<header class="topbar"><div class="wrap">
<a class="brand" href="/connect">${mark}<span>${frame.appName}</span></a>
${who ? html`<div class="who"><span>Signed in as</span><strong>${who}</strong></div>` : ''}
${frame.backUrl ? html`<a class="button button-secondary" href="${frame.backUrl}">Back to ${frame.appName}</a>` : ''}
</div></header>`;
}

function footer(frame: Frame): SafeHtml {
  return html`<footer class="wrap site-foot">
<span>Credentials are encrypted and used only to reach the platforms you connect.</span>
${frame.theme.privacyUrl ? html`<a href="${frame.theme.privacyUrl}">Privacy policy</a>` : ''}
${frame.theme.termsUrl ? html`<a href="${frame.theme.termsUrl}">Terms</a>` : ''}
</footer>`;
}

export function sessionPage(frame: Frame, options: PageOptions, main: SafeHtml): string {
  return html`<!doctype html><html lang="en">${head(`${options.title} · ${frame.appName}`, frame.theme, options.refreshTo)}<body>
<a class="skip" href="#main">Skip to content</a>
${frame.sandbox ? html`<div class="sandbox" role="note"><strong>Sandbox mode.</strong> You are in a test environment: connections reach simulated platforms, not real accounts.</div>` : ''}
${topBar(frame)}
<main id="main" class="wrap">${main}</main>
${footer(frame)}
</body></html>`.text;
}

/** For answers outside a live session (expired link, unknown page): no names, no links back. */
export function barePage(title: string, main: SafeHtml): string {
  return html`<!doctype html><html lang="en">${head(title, undefined, undefined)}<body>
<main id="main" class="wrap">${main}</main>
</body></html>`.text;
}
