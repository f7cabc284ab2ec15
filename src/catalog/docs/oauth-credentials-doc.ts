/**
 * "application_owner+oauth_credentials": what an application owner sets up at
 * the platform before consumers can sign in, from the OAuth declaration.
 */
import { code, document, table, yesNo } from './markdown.js';
import type { DocInput } from './doc-input.js';

export function oauthCredentialsDoc({ connector, context }: DocInput): string {
  const oauth = connector.oauth;
  if (!oauth) throw new Error(`${connector.id} has no OAuth declaration`);
  const before = connector.settings.filter((field) => oauth.settingsRequiredForAuthorization.includes(field.id));
  return document([
    `# ${connector.name} OAuth client`,
    `Consumers authorize ${connector.name} with OAuth 2.0 (authorization code grant${oauth.pkce ? ', with PKCE' : ''}). ` +
      `Each application uses its own OAuth client registered with ${connector.name}; until it has one, authorizing fails with ` +
      `${code('OAuthCredentialsNotFoundError')}.`,
    '## 1. Register the client',
    `Register an OAuth client with ${connector.name} and set its redirect (callback) URL to:\n\n${code(context.oauthCallbackUrl)}`,
    `The client authenticates at the token endpoint with ${code(oauth.clientAuthentication)}.`,
    '## 2. Scopes',
    table(
      ['Scope', 'Allows', 'Asked for by default'],
      oauth.scopes.map((scope) => [code(scope.id), scope.label, yesNo(oauth.defaultScopes.includes(scope.id))]),
    ),
    `An application may ask for a subset of these (${code('--scope')} below); scopes not listed here are refused.`,
    '## 3. Store the client id and secret',
    [
      '```sh',
      `npx svc integrations set --app <application id> --service ${connector.id} --client-id <client id> --client-secret-stdin \\`,
      '  --redirect-uri https://your-app.example/integrations/done',
      '```',
    ].join('\n'),
    `The same through the API: ${code(`PATCH /admin/applications/{application_id}/integrations/${connector.id}`)} with ` +
      `${code('oauth_client_id')}, ${code('oauth_client_secret')}, ${code('redirect_uris')} and optionally ${code('oauth_scopes')}. ` +
      'The secret is stored encrypted and never shown again. Redirect URIs are where consumers return after authorizing; ' +
      'only those on the list are accepted.',
    before.length > 0 &&
      `Consumers give ${before.map((field) => `**${field.label}**`).join(', ')} before they are sent to ${connector.name}: its OAuth endpoints depend on it.`,
    context.hasSandboxCredentials(connector.id) &&
      `With sandbox keys, an application without its own client authorizes with the sandbox's client at the ${connector.name} emulator.`,
  ]);
}
