/**
 * The Intercom webhook topics that report changes to customers (contacts
 * with role user), from "Webhook models"
 * (https://developers.intercom.com/docs/references/2.16/webhooks/webhook-models):
 *
 * - created: contact.user.created, and contact.lead.signed_up (a lead that
 *   becomes a user becomes a customer); contact.unarchive (Intercom's
 *   spelling) brings an archived user back;
 * - updated: contact.user.updated;
 * - deleted: contact.deleted, and contact.archived (an archived contact is
 *   404 and leaves every list on Intercom, so it leaves the customers too,
 *   as polling would see it).
 *
 * Declared once here: the Connector API's supported_events and what
 * `changes` accepts read this list. The app's subscription to these topics is
 * made in the Developer Hub (Intercom has no API for it): the URL to set there is the
 * connection's `subscriptions[].execute_url` (docs/webhooks.md).
 */
import type { NativeEvent } from '../framework/events.js';

export const INTERCOM_CUSTOMER_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'contact.user.created' },
  { action: 'created', downstream: 'contact.lead.signed_up' },
  { action: 'created', downstream: 'contact.unarchive' },
  { action: 'updated', downstream: 'contact.user.updated' },
  { action: 'deleted', downstream: 'contact.deleted' },
  { action: 'deleted', downstream: 'contact.archived' },
];
