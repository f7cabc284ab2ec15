/**
 * The webhook events Jira sends for the records the connector serves
 * (https://developer.atlassian.com/cloud/jira/platform/webhooks/): issues
 * become tickets, issue comments become comments. Declared on the resource
 * implementations (the Connector API's `supported_events` read them) and
 * used by the inbound hooks to name what a request reports.
 */
import type { NativeEvent } from '../framework/events.js';

export const JIRA_TICKET_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'jira:issue_created' },
  { action: 'updated', downstream: 'jira:issue_updated' },
  { action: 'deleted', downstream: 'jira:issue_deleted' },
];

export const JIRA_COMMENT_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'comment_created' },
  { action: 'updated', downstream: 'comment_updated' },
  { action: 'deleted', downstream: 'comment_deleted' },
];

/** Every event the service's webhook asks Jira for. */
export const JIRA_WEBHOOK_EVENTS: readonly string[] = [...JIRA_TICKET_EVENTS, ...JIRA_COMMENT_EVENTS].map((event) => event.downstream);
