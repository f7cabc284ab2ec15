/**
 * The Webhook API's delivery logs (reference webhook.yml, eventLogsAll) and,
 * ours, the replay and recovery of events (src/webhooks/logs/), in the
 * Webhook document.
 */
import type { TSchema } from 'typebox';
import type { OperationDoc } from '../operation-doc.js';
import { RecoveryRecord, ReplayRecord, WebhookEventLogRecord } from './webhook-log-records.js';

type WebhookDoc = Omit<OperationDoc, 'api'>;

const json = (data: TSchema, description: string, status = 200) => ({ kind: 'json', status, description, data }) as const;

const SAME_ID =
  'Every attempt of a new delivery carries the event\'s own id in `webhook-id` (and `x-svc-idempotency-key`), as the first delivery did: a receiver that has the event already drops it by that id. `execution_attempt` starts again at 1.';

export const WEBHOOK_LOG_OPERATIONS: Readonly<Record<string, WebhookDoc>> = {
  'GET /webhook/logs': {
    operationId: 'eventLogsAll',
    summary: 'List event logs',
    description:
      'One entry per delivery of an event to a subscription, newest first, with every attempt: its status, latency and the first kilobyte of the answer. The application\'s deliveries in the key\'s mode only.',
    tag: 'Webhooks',
    headers: [],
    errors: ['InvalidCursorError'],
    parameterDescriptions: { cursor: 'Cursor from meta.cursors of a previous page.', limit: 'Page size, 1 to 200; default 20.' },
    success: { ...json(WebhookEventLogRecord, 'A page of log entries.'), list: { previous: false } },
  },
  'POST /webhook/events/:id/replay': {
    operationId: 'eventsReplay',
    summary: 'Replay an event',
    description: `Ours (the reference has no such route). Delivers the event again to every subscription it was delivered to, whatever became of those deliveries, or to \`webhook_id\` only (which must subscribe to its type; an event published before the subscription existed can be sent to it this way). The event id is the \`webhook-id\` a receiver got, or \`payload.event_id\` in a log entry's \`request_body\`. ${SAME_ID} A disabled subscription gets the delivery once enabled again.`,
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: { id: 'Id of the event (`webhook-id`, `payload.event_id`).' },
    bodyOptional: true,
    success: json(ReplayRecord, 'The deliveries scheduled.', 202),
  },
  'POST /webhook/recover': {
    operationId: 'eventsRecover',
    summary: 'Recover failed events',
    description: `Ours (the reference has no such route). Schedules again every delivery given up (every attempt of the retry schedule failed, or the receiver answered 410) that was written from \`since\` (to \`until\`), for one unified API or one subscription if asked, each once: recovering twice sends nothing more. ${SAME_ID} Enable a disabled subscription first or its deliveries wait for that.`,
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError'],
    success: json(RecoveryRecord, 'How many deliveries were scheduled.', 202),
  },
};
