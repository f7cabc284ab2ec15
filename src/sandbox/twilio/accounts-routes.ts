/**
 * GET /2010-04-01/Accounts/{Sid}.json (connectors call it to test credentials),
 * and Twilio's 404 body for every path the emulator does not serve.
 */
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.js';
import { API_BASE, accountResource } from './message-view.js';
import type { TwilioStore } from './store.js';

export function registerAccountRoutes(app: FastifyInstance, store: TwilioStore): void {
  // The auth hook has already refused any other account's sid.
  app.get(`${API_BASE}/Accounts/:Sid.json`, async (_request, reply) =>
    reply.code(200).type('application/json; charset=utf-8').send(accountResource(store.account)),
  );

  app.setNotFoundHandler((request, reply) => {
    const mark = request.url.indexOf('?');
    return sendNotFound(reply, mark < 0 ? request.url : request.url.slice(0, mark));
  });
}
