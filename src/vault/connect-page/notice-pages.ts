/**
 * Pages for the ways a visit can go wrong. The connect page is for people,
 * so it never answers with the API's JSON error envelope: an expired or
 * unknown session, a stale form, a missing page and an unexpected failure
 * each get a short page saying what happened and what to do.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { html } from './html.js';
import { barePage } from './layout.js';

export type PageProblemKind = 'expired' | 'stale-form' | 'not-allowed' | 'not-found' | 'bad-request' | 'failure';

/** Thrown by the page's routes; the page's error handler turns it into one of the pages below. */
export class PageProblem extends Error {
  constructor(readonly kind: PageProblemKind, message?: string) {
    super(message ?? kind);
    this.name = 'PageProblem';
  }
}

const PAGES: Record<PageProblemKind, { status: number; title: string; text: string }> = {
  expired: {
    status: 401,
    title: 'This session has expired',
    text: 'For your security, links to this page work once and for a limited time. Go back to the application and open its integrations page again.',
  },
  'stale-form': {
    status: 403,
    title: 'This form has expired',
    text: 'The page was open too long or came from somewhere else. Go back, reload the page and try again.',
  },
  'not-allowed': { status: 403, title: 'Not available', text: 'This action is not offered for this connection here.' },
  'not-found': { status: 404, title: 'Page not found', text: 'There is nothing at this address. Use the link to your integrations instead.' },
  'bad-request': { status: 400, title: 'That did not work', text: 'The request could not be understood. Go back and try again.' },
  failure: { status: 500, title: 'Something went wrong', text: 'The page could not be shown. Please try again in a moment.' },
};

export interface RenderedProblem {
  status: number;
  body: string;
}

export function problemPage(kind: PageProblemKind, requestId: string, detail?: string, status?: number): RenderedProblem {
  const page = PAGES[kind];
  const body = barePage(
    page.title,
    html`<div class="notice-page"><div class="panel">
<span class="notice-icon" aria-hidden="true">!</span>
<h1>${page.title}</h1>
<p>${detail ?? page.text}</p>
${kind === 'failure' ? html`<p class="hint">Reference: <code>${requestId}</code></p>` : ''}
${kind === 'not-found' ? html`<p class="spaced"><a class="button button-secondary" href="/connect">Your integrations</a></p>` : ''}
</div></div>`,
  );
  return { status: status ?? page.status, body };
}

/** Which page an error from the routes, the framework or the vault deserves. */
export function problemKind(error: unknown): { kind: PageProblemKind; detail?: string; status?: number } {
  if (error instanceof PageProblem) return { kind: error.kind };
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'not-found' };
    if (error.status >= 500) return { kind: 'failure' };
    // HttpsRequiredError and its kind say plainly what is wrong; the message is the catalog's own text.
    return { kind: 'bad-request', detail: error.message, status: error.status };
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return { kind: status === 404 ? 'not-found' : 'bad-request' };
  return { kind: 'failure' };
}
