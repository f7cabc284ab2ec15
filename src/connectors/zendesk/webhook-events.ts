/**
 * The Zendesk webhook events that report changes to customers (end users),
 * from "Webhook event types: user events"
 * (https://developer.zendesk.com/api-reference/webhooks/event-types/user-events/).
 * Zendesk has no "user updated": it sends one event per attribute that
 * changed, so `updated` is every event about an attribute the customer
 * mapping reads (customer-fields.ts): name, details (the address), notes,
 * suspended (the status), identities (emails, phone) and organization
 * membership (the company name). A soft delete sends user.deleted.
 *
 * Declared once here: the Connector API's supported_events, what `register`
 * subscribes the webhook to, and what `changes` accepts all read this list.
 */
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';

const userEvent = (action: EventAction, name: string): NativeEvent => ({ action, downstream: `zen:event-type:user.${name}` });

export const ZENDESK_CUSTOMER_EVENTS: readonly NativeEvent[] = [
  userEvent('created', 'created'),
  ...['name_changed', 'details_changed', 'notes_changed', 'suspended_changed', 'identity_created', 'identity_changed', 'identity_deleted', 'organization_membership_created', 'organization_membership_deleted'].map((name) =>
    userEvent('updated', name),
  ),
  userEvent('deleted', 'deleted'),
];
