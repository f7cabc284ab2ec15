/**
 * The session behind a connect page request, read from its cookie, and what
 * every view needs to know about it. Everything the page does goes through
 * the session's scope (application and key mode) and its one consumer: no
 * request parameter can name another consumer.
 */
import type { FastifyRequest } from 'fastify';
import { findUnifiedApi, UNIFIED_APIS } from '../../unified/index.js';
import type { Database } from '../../store/database.js';
import { findApplication } from '../../store/repositories/applications.js';
import type { SessionService, VaultSession } from '../sessions/session-service.js';
import type { CsrfTokens } from './csrf.js';
import type { Frame } from './layout.js';
import { PageProblem } from './notice-pages.js';
import type { SessionCookie } from './session-cookie.js';
import { pageTheme } from './theme.js';

export interface PageSession {
  session: VaultSession;
  frame: Frame;
  /** The unified APIs the session shows, in the service's order. */
  apis: Array<{ id: string; name: string }>;
}

export class PageSessions {
  constructor(
    private readonly sessions: SessionService,
    private readonly cookie: SessionCookie,
    private readonly csrf: CsrfTokens,
    private readonly db: Database,
  ) {}

  /** The live session of the request; PageProblem("expired") when there is none. */
  async require(request: FastifyRequest): Promise<PageSession> {
    const session = await this.sessions.resolve(this.cookie.read(request));
    if (!session) throw new PageProblem('expired');
    const theme = pageTheme(session.theme);
    const application = theme.vaultName ? undefined : await findApplication(this.db, session.scope.applicationId);
    const metadata = session.consumerMetadata;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
    return {
      session,
      frame: {
        appName: theme.vaultName ?? application?.name ?? 'Integrations',
        theme,
        consumerName: text(metadata.account_name) ?? text(metadata.user_name),
        consumerEmail: text(metadata.email),
        sandbox: session.settings.sandbox_mode || session.scope.mode === 'sandbox',
        backUrl: session.redirectUri,
        csrf: this.csrf.tokenFor(session.id),
      },
      apis: visibleApis(session.settings.unified_apis),
    };
  }

  /** PageProblem("stale-form") unless the posted body carries this session's CSRF token. */
  checkForm(page: PageSession, body: unknown): Record<string, unknown> {
    const fields = (body ?? {}) as Record<string, unknown>;
    if (!this.csrf.matches(page.session.id, fields.csrf)) throw new PageProblem('stale-form');
    return fields;
  }
}

function visibleApis(allowed: readonly string[]): Array<{ id: string; name: string }> {
  const served = UNIFIED_APIS.map((api) => ({ id: api.id, name: api.name.replace(/ API$/, '') }));
  return allowed.length === 0 ? served : served.filter((api) => allowed.includes(api.id));
}

/** The unified API of a page URL, if the session shows it. */
export function requireVisibleApi(page: PageSession, apiId: string): { id: string; name: string } {
  const api = page.apis.find((candidate) => candidate.id === apiId);
  if (!api || !findUnifiedApi(apiId)) throw new PageProblem('not-found');
  return api;
}
