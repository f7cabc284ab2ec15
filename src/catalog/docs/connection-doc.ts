/**
 * "consumer+connection": how a consumer connects an account of the platform,
 * written from the connector's settings and OAuth declaration.
 */
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { SettingField } from '../../connectors/framework/settings.js';
import { code, document, table, yesNo } from './markdown.js';
import type { DocInput } from './doc-input.js';

function settingsTable(fields: readonly SettingField[]): string {
  return table(
    ['Setting', 'Required', 'Secret', 'What to enter'],
    fields.map((field) => [field.label, yesNo(field.required), yesNo(field.sensitive), field.description ?? '']),
  );
}

function oauthSection(connector: ConnectorDefinition): string | undefined {
  const oauth = connector.oauth;
  if (!oauth) return undefined;
  const before = connector.settings.filter((field) => oauth.settingsRequiredForAuthorization.includes(field.id));
  const scopes = oauth.scopes.filter((scope) => oauth.defaultScopes.includes(scope.id));
  return document([
    `## Sign in with ${connector.name}`,
    `Choose **Connect**, then **Continue to ${connector.name}**, and sign in there: ${connector.name}'s own page asks you to allow access, so your password is never entered here.` +
      (before.length > 0 ? ` Before that you are asked for ${before.map((field) => `**${field.label}**`).join(', ')}.` : ''),
    scopes.length > 0 &&
      `By default access is asked for:\n\n${scopes.map((scope) => `- ${scope.label} (${code(scope.id)})`).join('\n')}`,
    `Disconnecting removes the stored tokens${oauth.revoke ? ` and revokes them at ${connector.name}` : `; ${connector.name} offers no way to revoke them from here, so also remove the app from your ${connector.name} account settings`}.`,
  ]).trimEnd();
}

export function connectionDoc({ connector, apiNames }: DocInput): string {
  const credentials = connector.settings.length > 0;
  return document([
    `# Connect ${connector.name}`,
    `${connector.description} Connecting an account makes its data available through the ${apiNames.join(', ')}.`,
    oauthSection(connector),
    credentials && `## ${connector.oauth ? 'Or use credentials instead' : 'Connect with credentials'}`,
    credentials && settingsTable(connector.settings),
    credentials &&
      'Secret values are stored encrypted and never shown again.' +
        // Only where the connector has a "who am I" call: the vault checks with it on save.
        (connector.verify ? ` The credentials are checked with ${connector.name} when you save them, so a mistyped value is reported at once.` : ''),
  ]);
}
