/**
 * What a consumer may do to an existing connection, as the session's
 * `allow_actions` permits (reference: delete, disconnect, reauthorize,
 * disable), and the panel that offers it. Each action is a small form with
 * one button, so it works without script and is one tab stop; deleting asks
 * for confirmation on a page of its own.
 */
import type { SessionAction } from '../sessions/session-body.js';
import { exists, isOAuth, type PageConnection } from './connection-state.js';
import { html, type SafeHtml } from './html.js';
import { connectionPath } from './paths.js';

export interface OfferedActions {
  reauthorize: boolean;
  disconnect: boolean;
  /** The toggle between disabled and enabled, both governed by "disable". */
  toggle: 'disable' | 'enable' | undefined;
  delete: boolean;
}

export function offeredActions(connection: PageConnection, allowed: readonly SessionAction[]): OfferedActions {
  const present = exists(connection);
  const oauth = isOAuth(connection) && connection.authorize_url !== undefined;
  const signedIn = ['authorized', 'callable', 'invalid'].includes(connection.state);
  return {
    reauthorize: present && oauth && signedIn && allowed.includes('reauthorize'),
    disconnect: present && isOAuth(connection) && signedIn && allowed.includes('disconnect'),
    toggle: present && allowed.includes('disable') ? (connection.enabled ? 'disable' : 'enable') : undefined,
    delete: present && allowed.includes('delete'),
  };
}

/** A one-button form posting the CSRF token to an action route. */
export function actionButton(action: string, csrf: string, label: string, style: string): SafeHtml {
  return html`<form method="post" action="${action}"><input type="hidden" name="csrf" value="${csrf}"><button class="button ${style}" type="submit">${label}</button></form>`;
}

function row(title: string, text: string, control: SafeHtml): SafeHtml {
  return html`<div class="manage-row"><div><strong>${title}</strong><p>${text}</p></div>${control}</div>`;
}

export function managePanel(connection: PageConnection, offered: OfferedActions, csrf: string): SafeHtml {
  const path = (action: string) => connectionPath(connection.unified_api, connection.service_id, action);
  const name = connection.name;
  const rows: SafeHtml[] = [];
  if (offered.reauthorize) {
    rows.push(row('Reauthorize', `Sign in to ${name} again, for example to use another account or grant access anew.`, actionButton(path('authorize'), csrf, 'Reauthorize', 'button-secondary')));
  }
  if (offered.disconnect) {
    rows.push(row('Disconnect', `Revoke access at ${name} and forget the tokens. Your settings are kept.`, actionButton(path('disconnect'), csrf, 'Disconnect', 'button-secondary')));
  }
  if (offered.toggle === 'disable') {
    rows.push(row('Disable', 'Keep the connection but stop anything from using it.', actionButton(path('disable'), csrf, 'Disable', 'button-secondary')));
  } else if (offered.toggle === 'enable') {
    rows.push(row('Enable', 'Let the connection be used again.', actionButton(path('enable'), csrf, 'Enable', 'button-primary')));
  }
  if (offered.delete) {
    rows.push(row('Delete', 'Remove the connection and its credentials.', html`<a class="button button-danger" href="${path('delete')}">Delete…</a>`));
  }
  if (rows.length === 0) return html``;
  return html`<section class="panel" aria-labelledby="manage-title"><h2 id="manage-title">Manage connection</h2><div class="manage">${rows}</div></section>`;
}

export function deleteConfirmView(connection: PageConnection, appName: string, csrf: string): SafeHtml {
  const back = connectionPath(connection.unified_api, connection.service_id);
  return html`<nav class="crumbs"><a href="${back}">← ${connection.name}</a></nav>
<section class="panel" aria-labelledby="confirm-title">
<h1 id="confirm-title">Delete the ${connection.name} connection?</h1>
<p>Its credentials are removed, and ${appName} can no longer reach ${connection.name} until you connect it again.</p>
<div class="actions-row spaced">
${actionButton(connectionPath(connection.unified_api, connection.service_id, 'delete'), csrf, 'Delete connection', 'button-danger-solid')}
<a class="button button-secondary" href="${back}">Cancel</a>
</div>
</section>`;
}
