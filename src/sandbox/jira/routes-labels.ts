/**
 * GET /rest/api/3/label: the site's labels, a PageBeanString (startAt,
 * maxResults up to 1000, total, isLast, nextPage). Labels live on the site,
 * not in a project: the list is every label an issue carries.
 */
import type { FastifyInstance } from 'fastify';
import type { JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { Links } from './links.js';
import { queryInteger, type Query } from './query-params.js';

/** Jira's default page of labels, and its ceiling. */
const LABEL_PAGE_MAX = 1000;

export function registerLabelRoutes(app: FastifyInstance, context: JiraContext): void {
  const { store } = context;

  app.get<{ Querystring: Query }>('/rest/api/3/label', async (request, reply) => {
    const startAt = queryInteger(request.query, 'startAt', 0);
    const requested = queryInteger(request.query, 'maxResults', LABEL_PAGE_MAX);
    if (Number.isNaN(startAt) || startAt < 0 || Number.isNaN(requested) || requested < 0) return sendErrors(reply, 400, [MESSAGES.invalidPayload]);
    const maxResults = Math.min(requested, LABEL_PAGE_MAX);
    const labels = store.listLabels();
    const isLast = startAt + maxResults >= labels.length;
    const links = Links.for(request);
    const pageLink = (offset: number): string => links.api(`/label?startAt=${offset}&maxResults=${maxResults}`);
    return {
      self: pageLink(startAt),
      maxResults,
      startAt,
      total: labels.length,
      isLast,
      values: labels.slice(startAt, startAt + maxResults),
      ...(isLast ? {} : { nextPage: pageLink(startAt + maxResults) }),
    };
  });
}
