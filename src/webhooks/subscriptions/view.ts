/**
 * A subscription as the API shows it: the reference's Webhook record. The
 * signing secret is added only to the answers of creation and rotation.
 */
import type { WebhookSubscriptionRow } from '../../store/schema.js';

export interface WebhookView {
  id: string;
  description: string | null;
  unified_api: string;
  status: string;
  disabled_reason: string;
  delivery_url: string;
  execute_base_url: string;
  events: string[];
  created_at: string;
  updated_at: string;
}

/** Where platforms' own webhooks for this subscription are received, once the service id is appended (served by a later step). */
export function executeBaseUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/webhook/webhooks/${id}/execute`;
}

export function webhookView(row: WebhookSubscriptionRow, publicUrl: string): WebhookView {
  return {
    id: row.id,
    description: row.description,
    unified_api: row.unifiedApi,
    status: row.status,
    // The reference's "none": not disabled by the service (enabled, or disabled by the caller).
    disabled_reason: row.disabledReason ?? 'none',
    delivery_url: row.deliveryUrl,
    execute_base_url: executeBaseUrl(publicUrl, row.id),
    events: row.events,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
