/**
 * One connector for the session's consumer: its state first (connected, or
 * what is missing), then the way in (the platform's sign-in for OAuth
 * connectors, with the credentials form as the alternative; the form alone
 * for API-key and basic-auth ones), then what may be done to the connection.
 */
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { ErrorTypeName } from '../../core/errors/catalog.js';
import type { SessionAction } from '../sessions/session-body.js';
import { managePanel, offeredActions } from './actions.js';
import { ASSET_PATHS } from './assets.js';
import { isOAuth, statePill, type PageConnection } from './connection-state.js';
import { html, type SafeHtml } from './html.js';
import type { Frame } from './layout.js';
import { connectionPath, NOTICES, type NoticeKey } from './paths.js';
import { settingsForm, type FormFeedback } from './settings-form.js';

export interface ConnectionPageInput {
  frame: Frame;
  connection: PageConnection;
  connector: ConnectorDefinition;
  allowActions: readonly SessionAction[];
  notice?: NoticeKey | undefined;
  /** Feedback for one of the two forms after a refused post. */
  feedback?: { form: 'credentials' | 'authorize'; detail: FormFeedback } | undefined;
  /** auto_redirect: the page sends the browser back to the application by itself. */
  redirecting: boolean;
  /** The error type the OAuth callback brought back, when the platform did not grant access. */
  authError?: ErrorTypeName | undefined;
}

/**
 * Why a sign-in came back without access, in our words: the callback's own
 * description travels in the URL, where anyone could have written it.
 */
function authProblem(typeName: ErrorTypeName, name: string): string {
  if (typeName === 'OAuthCredentialsNotFoundError') return `Signing in with ${name} is not set up for this application yet. Use an API token instead, or ask the application's team.`;
  if (typeName === 'OAuthInvalidStateError') return 'The sign-in took too long or was started elsewhere. Start it again from this page.';
  return `${name} did not grant access: the request was declined or the sign-in failed. You can try again.`;
}

function header(connection: PageConnection): SafeHtml {
  return html`<nav class="crumbs"><a href="/connect">← All integrations</a></nav>
<div class="conn-head">
<img class="logo" src="${ASSET_PATHS.logo(connection.service_id)}" alt="" width="64" height="64">
<div class="conn-head-text"><h1>${connection.name}</h1><p>${connection.tag_line}</p></div>
${statePill(connection)}
</div>`;
}

function statusCallout(input: ConnectionPageInput): SafeHtml {
  const { connection, frame } = input;
  const notice = input.notice ? NOTICES[input.notice] : undefined;
  if (connection.state === 'callable' && connection.enabled) {
    const back = frame.backUrl
      ? html`<a class="button button-primary" href="${frame.backUrl}">Back to ${frame.appName}</a>`
      : '';
    return html`<div class="callout callout-ok" role="status"><div class="callout-text"><strong>Connected</strong>
<p>${connection.name} is connected and ready to use${input.redirecting ? html`. Taking you back to ${frame.appName}…` : '.'}</p></div>${back}</div>`;
  }
  const notes: SafeHtml[] = [];
  if (input.authError) {
    notes.push(html`<div class="callout callout-bad" role="alert"><div class="callout-text"><strong>Sign-in did not complete</strong><p>${authProblem(input.authError, connection.name)}</p></div></div>`);
  }
  // "Disabled" is said by the state below; repeating it as a notice would say it twice.
  if (notice && notice.tone !== 'ok' && input.notice !== 'disabled' && !input.authError) {
    notes.push(html`<div class="callout callout-info" role="status"><div class="callout-text"><strong>${notice.title}</strong><p>${notice.text}</p></div></div>`);
  }
  if (connection.state !== 'available' && !connection.enabled) {
    notes.push(html`<div class="callout callout-warn"><div class="callout-text"><strong>This connection is disabled</strong><p>${frame.appName} cannot use it until it is enabled again.</p></div></div>`);
  } else if (connection.state === 'invalid' && !input.feedback) {
    notes.push(html`<div class="callout callout-bad"><div class="callout-text"><strong>${connection.name} refused the saved credentials</strong><p>${isOAuth(connection) ? 'Sign in again' : 'Enter them again'} to repair the connection.</p></div></div>`);
  } else if ((connection.state === 'added' || connection.state === 'authorized') && !input.authError) {
    notes.push(html`<div class="callout callout-info"><div class="callout-text"><strong>Almost there</strong><p>The connection is not usable yet: complete the steps below.</p></div></div>`);
  }
  return html`${notes}`;
}

function oauthPanel(input: ConnectionPageInput): SafeHtml {
  const { connection, connector, frame } = input;
  const preAuth = connector.oauth?.settingsRequiredForAuthorization ?? [];
  const fields = connector.settings.filter((field) => preAuth.includes(field.id));
  const feedback = input.feedback?.form === 'authorize' ? input.feedback.detail : undefined;
  return html`<section class="panel" aria-labelledby="oauth-title">
<h2 id="oauth-title">Sign in with ${connection.name}</h2>
<p>You will be sent to ${connection.name} to approve access for ${frame.appName}, then brought back here.</p>
${settingsForm({
  connection,
  fields,
  action: connectionPath(connection.unified_api, connection.service_id, 'authorize'),
  csrf: frame.csrf,
  submitLabel: `Continue to ${connection.name}`,
  idPrefix: 'oauth',
  feedback,
})}
${credentialsBlock(input, true)}
</section>`;
}

/** The credentials form: the only way in for API-key connectors, the alternative for OAuth ones. */
function credentialsBlock(input: ConnectionPageInput, alternative: boolean): SafeHtml {
  const { connection, connector, frame } = input;
  const feedback = input.feedback?.form === 'credentials' ? input.feedback.detail : undefined;
  const connected = connection.state === 'callable';
  const form = settingsForm({
    connection,
    fields: connector.settings,
    action: connectionPath(connection.unified_api, connection.service_id, 'settings'),
    csrf: frame.csrf,
    submitLabel: connected ? 'Save changes' : 'Connect',
    idPrefix: 'credentials',
    feedback,
  });
  if (alternative) {
    return html`<details class="alt"${feedback ? html` open` : ''}><summary>Use an API token instead</summary>${form}</details>`;
  }
  if (connected && !feedback) {
    return html`<section class="panel" aria-labelledby="credentials-title"><h2 id="credentials-title">Credentials</h2>
<p>Saved secrets are never shown again.</p>
<details class="alt"><summary>Update credentials</summary>${form}</details></section>`;
  }
  return html`<section class="panel" aria-labelledby="credentials-title"><h2 id="credentials-title">Enter your ${connection.name} credentials</h2>
<p>${frame.appName} checks them with ${connection.name} before saving the connection as ready.</p>${form}</section>`;
}

export function connectionPage(input: ConnectionPageInput): SafeHtml {
  const { connection, frame } = input;
  const offered = offeredActions(connection, input.allowActions);
  const oauthReady = isOAuth(connection) && connection.authorize_url !== undefined;
  // Once signed in, signing in again is the "reauthorize" action, offered only where allowed.
  const showSignIn = oauthReady && !['authorized', 'callable'].includes(connection.state);
  const wayIn = showSignIn ? oauthPanel(input) : oauthReady ? html`` : credentialsBlock(input, false);
  return html`${header(connection)}${statusCallout(input)}${wayIn}${managePanel(connection, offered, frame.csrf)}`;
}
