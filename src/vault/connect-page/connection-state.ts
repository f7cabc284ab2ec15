/**
 * How a connection's state reads on the page: the words a consumer sees and
 * the pill that shows them. A disabled connection says so whatever its state,
 * since the API refuses calls through it.
 */
import type { ConnectionView } from '../connection-view.js';
import { html, type SafeHtml } from './html.js';

/** The Vault API's connection view; for OAuth connectors it carries the `authorize_url` that starts their consent. */
export type PageConnection = ConnectionView;

const LABELS: Record<string, string> = {
  available: 'Not connected',
  added: 'Needs setup',
  authorized: 'Authorized',
  callable: 'Connected',
  invalid: 'Needs attention',
};

export function stateLabel(connection: PageConnection): string {
  if (connection.state !== 'available' && !connection.enabled) return 'Disabled';
  return LABELS[connection.state] ?? connection.state;
}

export function statePill(connection: PageConnection, id?: string): SafeHtml {
  const kind = connection.state !== 'available' && !connection.enabled ? 'disabled' : connection.state;
  return html`<span class="pill pill-${kind}"${id ? html` id="${id}"` : ''}>${stateLabel(connection)}</span>`;
}

export function isOAuth(connection: PageConnection): boolean {
  return connection.auth_type === 'oauth2';
}

/** Whether the connection is set up at all (a stored row), as opposed to merely offered. */
export function exists(connection: PageConnection): boolean {
  return connection.state !== 'available';
}
