/**
 * Registering, renewing and removing the service's webhooks, checked against
 * the platforms' own descriptions: every request the Jira and Asana inbound
 * hooks send, and every emulator answer (Jira's /rest/api/3/webhook family,
 * a refusal of an API token included; Asana's /webhooks with its handshake).
 * Jira's OAuth calls go through api.atlassian.com/ex/jira/{cloudId}, the
 * same operations under the gateway's prefix, which is taken off before the
 * check (the description knows the site's paths only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asana } from '../../src/connectors/asana/definition.js';
import { asanaInbound } from '../../src/connectors/asana/inbound.js';
import type { ConnectorContext, ConnectorDefinition } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import { jira } from '../../src/connectors/jira/definition.js';
import { jiraInbound } from '../../src/connectors/jira/inbound.js';
import { ASANA_DEMO_ACCOUNT, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { JIRA_DEMO_ACCOUNT, startJiraEmulator, type JiraEmulatorHandle } from '../../src/sandbox/jira/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openPage, postToken, pressButton, redirectOf, resetOAuth, withQuery } from '../sandbox/oauth-dance.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

function contextOf(connector: ConnectorDefinition, baseUrl: string, settings: Record<string, string>): ConnectorContext {
  return {
    settings,
    http: new DownstreamHttp({ connectorId: connector.id, baseUrl, auth: connector.auth, values: settings, timeoutMs: 5_000, rateLimit: connector.rateLimit, errorMessage: connector.errorMessage }),
  };
}

describe.skipIf(!specs)('webhook registration ↔ emulators ↔ the platforms\' descriptions', () => {
  let jiraHandle: JiraEmulatorHandle;
  let asanaHandle: KitEmulatorHandle;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    ({ handle: jiraHandle } = await startJiraEmulator({ record: true }));
    asanaHandle = await asanaEmulator.start({ record: true });
    receiver = await startWebhookReceiver((webhook) => {
      const secret = webhook.headers['x-hook-secret'];
      return typeof secret === 'string' ? { status: 200, headers: { 'x-hook-secret': secret } } : { status: 200 };
    });
  });
  afterAll(async () => {
    await jiraHandle.close();
    await asanaHandle.close();
    await receiver.close();
  });

  it('Jira: register, renew, unregister and a refused API token conform to jira-platform-rest-v3', async () => {
    const client = SANDBOX_OAUTH_CLIENTS.jira;
    const redirect = 'http://127.0.0.1:9/vault/callback';
    resetOAuth(jiraHandle.oauth, { ...client, redirectUris: [redirect] });
    const page = await openPage(withQuery(`${jiraHandle.url}/authorize`, {
      audience: 'api.atlassian.com', client_id: client.clientId, scope: 'read:jira-work write:jira-work manage:jira-webhook', redirect_uri: redirect, state: 's', response_type: 'code', prompt: 'consent',
    }));
    const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
    const token = await postToken(`${jiraHandle.url}/oauth/token`, { grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, code, redirect_uri: redirect });
    const settings = { access_token: token.body.access_token as string, cloud_id: JIRA_DEMO_ACCOUNT.cloudId };
    const ctx = contextOf(jira, `${jiraHandle.url}/ex/jira/${JIRA_DEMO_ACCOUNT.cloudId}`, settings);
    const target = { url: `${receiver.url}/webhook/w/contract/jira` };

    const registration = await jiraInbound.register!(ctx, target);
    await jiraInbound.renew!(ctx, registration, target);
    await jiraInbound.unregister!(ctx, await jiraInbound.register!(ctx, target));
    const basic = contextOf(jira, jiraHandle.url, { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken });
    await expect(basic.http.request({ method: 'GET', path: '/rest/api/3/webhook' })).rejects.toMatchObject({ detail: { downstream_status: 403 } });

    const exchanges = jiraHandle.exchanges
      .filter((exchange) => exchange.path.startsWith('/rest/') || exchange.path.startsWith('/ex/jira/'))
      .map((exchange) => ({ ...exchange, path: exchange.path.replace(/^\/ex\/jira\/[^/]+/, '') }));
    const operations = new Set(exchanges.map((exchange) => `${exchange.method} ${exchange.path} ${exchange.status}`));
    for (const expected of ['POST /rest/api/3/webhook 200', 'GET /rest/api/3/webhook 200', 'PUT /rest/api/3/webhook/refresh 200', 'DELETE /rest/api/3/webhook 202', 'GET /rest/api/3/webhook 403']) {
      expect(operations).toContain(expected);
    }
    const contract = await loadContract('jira', 'jira-platform-rest-v3.swagger-v3.v3.json');
    expect(formatViolations(contract.checkAll(exchanges))).toBe('');
  });

  it('Asana: register (with its handshake), renew and unregister conform to asana_oas', async () => {
    const settings = { workspace_gid: ASANA_DEMO_ACCOUNT.workspaceGid, personal_access_token: ASANA_DEMO_ACCOUNT.token };
    const ctx = contextOf(asana, `${asanaHandle.url}/api/1.0`, settings);
    const target = { url: `${receiver.url}/webhook/w/contract/asana` };
    const registration = await asanaInbound.register!(ctx, target);
    // A webhook Asana dropped is made again on renewal.
    const [first] = asanaHandle.kit.records('webhooks');
    first!.active = false;
    await asanaInbound.unregister!(ctx, await asanaInbound.renew!(ctx, registration, target));

    const exchanges = asanaHandle.exchanges.filter((exchange) => exchange.path.startsWith('/api/1.0/'));
    const operations = new Set(exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/\d{8,}/g, '{gid}')} ${exchange.status}`));
    for (const expected of ['POST /api/1.0/webhooks 201', 'GET /api/1.0/webhooks 200', 'DELETE /api/1.0/webhooks/{gid} 200', 'GET /api/1.0/workspaces/{gid}/projects 200']) {
      expect(operations).toContain(expected);
    }
    const contract = await loadContract('asana', 'asana_oas.yaml');
    expect(formatViolations(contract.checkAll(exchanges))).toBe('');
  });
});
