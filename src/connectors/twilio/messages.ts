/**
 * Unified SMS messages on Twilio's Message resource.
 * Update: Twilio only lets a message's body be redacted (Body="") or a
 * scheduled message be canceled; anything else is refused by Twilio itself.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { toIsoDateTime } from '../../core/dates.js';
import { messages } from '../../unified/sms/messages.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { fromTwilioMessage, type TwilioMessage } from './message-mapper.js';

type Message = ModelOf<typeof messages>;

interface TwilioMessagePage {
  messages: TwilioMessage[];
  next_page_uri: string | null;
  previous_page_uri: string | null;
}

/** Twilio's 20404 ("The requested resource was not found") for a message sid. */
function orNotFound<T>(sid: string, call: Promise<T>): Promise<T> {
  return orEntityNotFound(
    call,
    () => entityNotFound('No Twilio message has this id', { id: sid.slice(0, 64) }),
    (body) => (body as { code?: unknown } | null)?.code === 20404,
  );
}

function messagesPath(ctx: ConnectorContext, sid?: string): string {
  const account = encodeURIComponent(ctx.settings.account_sid ?? '');
  return sid === undefined
    ? `/2010-04-01/Accounts/${account}/Messages.json`
    : `/2010-04-01/Accounts/${account}/Messages/${encodeURIComponent(sid)}.json`;
}

/** Twilio's page URIs carry the page size of the first request; a new `limit` replaces it. */
function withPageSize(uri: string, limit: number): string {
  const [path, search = ''] = uri.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  params.set('PageSize', String(limit));
  return `${path}?${params.toString()}`;
}

function pageState(ctx: ConnectorContext, uri: string | null): string | null {
  if (uri === null) return null;
  // Only ever follow URIs under this account's messages list.
  if (!uri.startsWith(`${messagesPath(ctx)}?`)) {
    throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Twilio returned an unexpected page URI' });
  }
  return uri;
}

function toTwilioForm(record: Partial<Message>): Record<string, string | undefined> {
  return {
    To: record.to,
    From: record.from,
    Body: record.body,
    MessagingServiceSid: record.messaging_service_id,
    StatusCallback: record.webhook_url,
    // Twilio schedules only through a messaging service, with ScheduleType=fixed.
    SendAt: record.scheduled_at ? (toIsoDateTime(record.scheduled_at) ?? undefined) : undefined,
    ScheduleType: record.scheduled_at ? 'fixed' : undefined,
  };
}

export const twilioMessages = implement(messages, {
  downstream: { id: 'Messages', name: 'Messages' },
  mapper: fromTwilioMessage,
  list: {
    paging: true,
    async run(ctx, { limit, state }) {
      const path = typeof state === 'string' ? withPageSize(state, limit) : `${messagesPath(ctx)}?PageSize=${limit}`;
      const { body } = await ctx.http.request<TwilioMessagePage>({ method: 'GET', path });
      return {
        items: body.messages.map(fromTwilioMessage),
        next: pageState(ctx, body.next_page_uri),
        previous: pageState(ctx, body.previous_page_uri),
      };
    },
  },
  async one(ctx, { id }) {
    const { body } = await orNotFound(id, ctx.http.request<TwilioMessage>({ method: 'GET', path: messagesPath(ctx, id) }));
    return fromTwilioMessage(body);
  },
  async add(ctx, { record }) {
    const { body } = await ctx.http.request<TwilioMessage>({ method: 'POST', path: messagesPath(ctx), form: toTwilioForm(record) });
    return { id: body.sid };
  },
  async update(ctx, { id, record }) {
    const { body } = await orNotFound(
      id,
      ctx.http.request<TwilioMessage>({ method: 'POST', path: messagesPath(ctx, id), form: { Body: record.body } }),
    );
    return { id: body.sid };
  },
  async delete(ctx, { id }) {
    await orNotFound(id, ctx.http.request({ method: 'DELETE', path: messagesPath(ctx, id) }));
    return { id };
  },
});
