/**
 * Pipedrive's endpoints that are not one of a resource's five operations:
 * GET /v1/users/me (the token's user, with the company it belongs to: what
 * an app reads to learn the company's domain), GET /v1/users/find (users by
 * a part of their name or email) and the v2 searches (search.ts).
 */
import type { FastifyInstance } from 'fastify';
import { fail, type PlatformKit } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { V1 } from './dialect.js';
import { registerSearch } from './search.js';

export function pipedriveRoutes(app: FastifyInstance, kit: PlatformKit<PipedriveAccount>): void {
  app.get(`${V1}/users/me`, kit.handler((ctx) => {
    const me = ctx.tenant.table('users').get(String(ctx.account.userId));
    if (!me) throw fail.unauthenticated();
    const company = {
      company_id: ctx.account.companyId, company_name: ctx.account.companyName, company_domain: ctx.account.companyDomain,
      company_country: ctx.account.contactSync ? 'US' : 'DE', company_industry: 'Software', language: { language_code: 'en', country_code: 'US' },
    };
    return { status: 200, body: { success: true, data: { ...kit.present('users', me, ctx), ...company } } };
  }));
  // Users whose name (or, with search_by_email=1, email) contains the term.
  app.get(`${V1}/users/find`, kit.handler((ctx) => {
    const term = (ctx.request.query.get('term') ?? '').trim().toLowerCase();
    if (term === '') throw fail.validation('term is required', { field: 'term' });
    const byEmail = ctx.request.query.get('search_by_email') === '1';
    const found = ctx.tenant.table('users').all().filter((user) => String(byEmail ? user.email : user.name).toLowerCase().includes(term));
    return { status: 200, body: { success: true, data: found.map((user) => kit.present('users', user, ctx)) } };
  }));
  registerSearch(app, kit);
}
