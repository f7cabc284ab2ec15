/** Human-readable lines for the command line. */
import type { ApplicationDetail } from '../gateway/quotas/index.js';
import type { ApplicationView, KeyView } from '../vault/admin.js';
import type { IntegrationView } from '../vault/integrations.js';
import type { SourceReportView } from '../webhooks/inbound/source-report.js';

export function formatApplication(app: ApplicationView): string {
  return `${app.id}  ${app.name}  (created ${app.created_at})`;
}

export function formatKey(key: KeyView): string {
  const state = key.revoked_at ? `revoked ${key.revoked_at}` : 'active';
  const scopes = key.scopes ? `  scopes ${key.scopes.join(',')}` : '';
  return `${key.id}  ${key.kind} ${key.mode}  ${key.hint}  ${state}${scopes}`;
}

export function formatNewKey(key: KeyView & { key: string }): string {
  return [
    `Created ${key.kind} ${key.mode} key ${key.id} for ${key.application_id}:`,
    '',
    `  ${key.key}`,
    '',
    'Store it now: only its hash is kept, it cannot be shown again.',
  ].join('\n');
}

/** One line per connector; the OAuth part only for connectors that authorize with OAuth or have a client configured. */
export function formatIntegration(integration: IntegrationView): string {
  const line = `${integration.service_id}  ${integration.enabled ? 'enabled' : 'disabled'}  ${integration.auth_type}`;
  if (integration.auth_type !== 'oauth2' && integration.oauth_client_id === null && integration.redirect_uris.length === 0) return line;
  return [
    line,
    `client id ${integration.oauth_client_id ?? '(none)'}`,
    `client secret ${integration.oauth_client_secret_set ? 'set' : '(none)'}`,
    `scopes ${integration.oauth_scopes?.join(' ') ?? '(defaults)'}`,
    `redirect URIs ${integration.redirect_uris.join(' ') || '(none)'}`,
  ].join('  ');
}

/** An application with its quota and this month's usage. */
export function formatApplicationDetail(app: ApplicationDetail): string {
  const { usage } = app;
  const quota = app.monthly_request_quota === null ? 'unlimited' : `${app.monthly_request_quota} requests a month`;
  const left = usage.remaining === null ? '' : `, ${usage.remaining} left`;
  return [
    formatApplication(app),
    `  quota     ${quota}`,
    `  ${usage.month}   ${usage.requests} requests${left}; resets ${usage.resets_at}`,
  ].join('\n');
}

/**
 * One connection: its state in one word, then a line per native source (with
 * where to paste the URL while one is pending) and what the poller reports
 * at the application's interval (confirmed sources are also reconciled daily).
 */
export function formatWebhookSources(connection: SourceReportView): string {
  const head = `${connection.consumer_id}  ${connection.mode}  ${connection.unified_api}+${connection.service_id}  ${connection.state === 'none' ? 'no platform webhooks' : connection.state}`;
  const sources = connection.sources.map((source) => {
    const why = source.reason ? ` (${source.reason})` : '';
    const last = source.last_delivery_at ? `, last delivery ${source.last_delivery_at}` : '';
    const paste = source.paste_at && source.execute_url ? `\n      paste ${source.execute_url}\n      at ${source.paste_at}` : '';
    return `    ${source.id}  ${source.state}${why} since ${source.since}${last}${paste}`;
  });
  const polled = `    polled at the interval: ${connection.polled_event_types.length === 0 ? 'nothing' : connection.polled_event_types.join(' ')}`;
  return [head, ...sources, polled].join('\n');
}
