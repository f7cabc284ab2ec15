/**
 * The Message resource of the 2010 API:
 *   GET    /2010-04-01/Accounts/{AccountSid}/Messages.json         list
 *   POST   /2010-04-01/Accounts/{AccountSid}/Messages.json         send
 *   GET    /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json   fetch
 *   POST   /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json   redact / cancel
 *   DELETE /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json   delete
 * Authentication and the {AccountSid} check happen before (auth.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_PARAMETER_CODE, TwilioErrorCode, sendBadRequest, sendNotFound } from './errors.js';
import { parseMessageFilter } from './list-filters.js';
import { buildNewMessage } from './message-create.js';
import { applyMessageUpdate, deletionRefusal } from './message-lifecycle.js';
import { API_BASE, messageJson, messagesUri } from './message-view.js';
import { listResponseJson, parsePageRequest, selectPage } from './paging.js';
import type { StoredMessage, TwilioStore } from './store.js';

const JSON_TYPE = 'application/json; charset=utf-8';

interface MessageParams {
  AccountSid: string;
  MessageSid: string;
}

function queryOf(request: FastifyRequest): URLSearchParams {
  const mark = request.url.indexOf('?');
  return new URLSearchParams(mark < 0 ? '' : request.url.slice(mark + 1));
}

/** The form body, read from the raw text so repeated fields (MediaUrl) survive. */
function formOf(request: FastifyRequest): URLSearchParams {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.includes('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(request.rawBody ?? '');
}

function pathOf(request: FastifyRequest): string {
  const mark = request.url.indexOf('?');
  return mark < 0 ? request.url : request.url.slice(0, mark);
}

export function registerMessageRoutes(app: FastifyInstance, store: TwilioStore, now: () => number): void {
  const accountSid = store.account.sid;
  const listPath = `${API_BASE}/Accounts/:AccountSid/Messages.json`;
  const instancePath = `${API_BASE}/Accounts/:AccountSid/Messages/:MessageSid.json`;

  app.get(listPath, async (request, reply) => {
    const query = queryOf(request);
    const filterResult = parseMessageFilter(query);
    if (!filterResult.ok) {
      return sendBadRequest(reply, INVALID_PARAMETER_CODE, `Invalid value '${filterResult.value}' for parameter ${filterResult.parameter}`);
    }
    const pageResult = parsePageRequest(query);
    if (!pageResult.ok) return sendBadRequest(reply, pageResult.code, pageResult.message);
    const selection = selectPage(store, filterResult.filter, pageResult.request);
    if (!selection) return sendBadRequest(reply, TwilioErrorCode.invalidPageToken, 'Invalid PageToken');
    const body = listResponseJson('messages', messagesUri(accountSid), accountSid, filterResult.filter, pageResult.request, selection);
    return reply.code(200).type(JSON_TYPE).send(body);
  });

  app.post(listPath, async (request, reply) => {
    const result = buildNewMessage(formOf(request), store, now());
    if (!result.ok) return sendBadRequest(reply, result.code, result.message);
    const message = store.insert(result.message);
    return reply.code(201).type(JSON_TYPE).send(messageJson(message, accountSid));
  });

  const withMessage =
    (handle: (message: StoredMessage, request: FastifyRequest, reply: FastifyReply) => FastifyReply) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { MessageSid } = request.params as MessageParams;
      const message = store.get(MessageSid);
      if (!message) return sendNotFound(reply, pathOf(request));
      return handle(message, request, reply);
    };

  app.get(
    instancePath,
    withMessage((message, _request, reply) => reply.code(200).type(JSON_TYPE).send(messageJson(message, accountSid))),
  );

  app.post(
    instancePath,
    withMessage((message, request, reply) => {
      const result = applyMessageUpdate(message, formOf(request), now());
      if (!result.ok) return sendBadRequest(reply, result.code, result.message);
      store.changed(message);
      return reply.code(200).type(JSON_TYPE).send(messageJson(message, accountSid));
    }),
  );

  app.delete(
    instancePath,
    withMessage((message, _request, reply) => {
      const refusal = deletionRefusal(message);
      if (!refusal.ok) return sendBadRequest(reply, refusal.code, refusal.message);
      store.remove(message.sid);
      return reply.code(204).send();
    }),
  );
}
