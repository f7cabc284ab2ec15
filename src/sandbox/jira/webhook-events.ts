/**
 * Jira's webhook event names for the records the emulator changes, and how
 * admin webhooks with a secret are signed: `X-Hub-Signature: sha256=<hex
 * HMAC-SHA256 of the body>`, WebSub's method
 * (https://developer.atlassian.com/cloud/jira/platform/webhooks/#secure-admin-webhooks).
 * Apart from webhooks.ts so that resources and the dialect can name them
 * without pulling in the senders.
 */
import { createHmac } from 'node:crypto';
import type { WebhookSigning } from '../framework/kit/index.js';

export const ISSUE_EVENTS = { created: 'jira:issue_created', updated: 'jira:issue_updated', deleted: 'jira:issue_deleted' } as const;
export const COMMENT_EVENTS = { created: 'comment_created', updated: 'comment_updated', deleted: 'comment_deleted' } as const;

export const jiraWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ 'x-hub-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` }),
};
