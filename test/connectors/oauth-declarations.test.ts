import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { missingSettings, usesOAuthToken } from '../../src/connectors/framework/define.js';
import { clientCredentialSettings, ownClientOf } from '../../src/connectors/framework/oauth.js';
import { greenhouse } from '../../src/connectors/greenhouse/definition.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { jira } from '../../src/connectors/jira/definition.js';
import { zendesk } from '../../src/connectors/zendesk/definition.js';
import { DownstreamTargets } from '../../src/connectors/targets.js';

describe('OAuth declarations of the connectors', () => {
  it('Jira calls the API gateway with a token and the site with an API token', () => {
    expect(jira.liveBaseUrl({ site: 'acme', email: 'a@b.c', api_token: 't' })).toBe('https://acme.atlassian.net');
    expect(jira.liveBaseUrl({ access_token: 'x', cloud_id: '11223344-aaaa-bbbb-cccc-ddddeeeeffff' })).toBe(
      'https://api.atlassian.com/ex/jira/11223344-aaaa-bbbb-cccc-ddddeeeeffff',
    );
    for (const cloudId of [undefined, '', '../../evil', 'a.b']) {
      expect(() => jira.liveBaseUrl({ access_token: 'x', ...(cloudId !== undefined ? { cloud_id: cloudId } : {}) })).toThrow(ApiError);
    }
  });

  it('Jira takes the first site the token can work on from accessible resources', async () => {
    const calls: string[] = [];
    const discovered = await jira.oauth!.afterAuthorization!({
      accessToken: 't',
      settings: {},
      call: async ({ url }) => {
        calls.push(url);
        return {
          status: 200,
          body: [
            { id: 'conf-only', url: 'https://wiki.atlassian.net', scopes: ['read:confluence-content.all'] },
            { id: 'c0ffee00-0000-4000-8000-000000000001', url: 'https://Acme.atlassian.net', scopes: ['read:jira-work'] },
          ],
        };
      },
    });
    expect(calls).toEqual(['https://api.atlassian.com/oauth/token/accessible-resources']);
    expect(discovered).toEqual({ cloud_id: 'c0ffee00-0000-4000-8000-000000000001', site: 'acme' });
    await expect(jira.oauth!.afterAuthorization!({ accessToken: 't', settings: {}, call: async () => ({ status: 200, body: [] }) })).rejects.toMatchObject({
      typeName: 'OAuthConnectorError',
    });
  });

  it('needs only what the endpoints depend on once a token is there', () => {
    expect(missingSettings(zendesk, {})).toEqual(['subdomain', 'email', 'api_token']);
    expect(missingSettings(zendesk, { access_token: 't' })).toEqual(['subdomain']);
    expect(missingSettings(zendesk, { access_token: 't', subdomain: 'acme' })).toEqual([]);
    expect(missingSettings(jira, { access_token: 't' })).toEqual(['cloud_id']);
  });

  it('a connection\'s own client credentials are declared sensitive settings of the connector', () => {
    const declaring = CONNECTORS.filter((connector) => connector.oauth?.clientCredentials);
    expect(declaring.map((connector) => connector.id)).toContain('greenhouse');
    for (const connector of declaring) {
      const declared = connector.oauth!.clientCredentials!;
      for (const id of clientCredentialSettings(connector.oauth)) expect(connector.settings.map((field) => field.id), `${connector.id}: ${id}`).toContain(id);
      for (const id of [declared.clientIdSetting, declared.clientSecretSetting]) {
        expect(connector.settings.find((field) => field.id === id)?.sensitive, `${connector.id}: ${id}`).toBe(true);
      }
    }
  });

  it('client id and secret together make a connection use OAuth tokens; half of the pair is a missing setting', () => {
    expect(usesOAuthToken(greenhouse, { client_id: 'id', client_secret: 'secret' })).toBe(true);
    expect(usesOAuthToken(greenhouse, { client_id: 'id' })).toBe(false);
    expect(usesOAuthToken(greenhouse, { manual_access_token: 't' })).toBe(false);
    expect(ownClientOf(greenhouse.oauth, { client_id: 'id', client_secret: 'secret' })).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(ownClientOf(zendesk.oauth, { client_id: 'id', client_secret: 'secret' })).toBeUndefined();
    expect(missingSettings(greenhouse, { client_id: 'id' })).toEqual(['client_secret']);
    expect(missingSettings(greenhouse, { client_secret: 'secret' })).toEqual(['client_id']);
    expect(missingSettings(greenhouse, { client_id: 'id', client_secret: 'secret' })).toEqual([]);
    expect(greenhouse.oauth!.clientCredentials!.tokenParameters!({ user_id: '42' })).toEqual({ sub: '42' });
    expect(greenhouse.oauth!.clientCredentials!.tokenParameters!({})).toEqual({});
  });

  it('Zendesk endpoints live on the account subdomain, which must be one host label', () => {
    expect(zendesk.oauth!.authorizationUrl({ subdomain: 'acme' })).toBe('https://acme.zendesk.com/oauth/authorizations/new');
    expect(zendesk.oauth!.tokenUrl({ subdomain: 'acme' })).toBe('https://acme.zendesk.com/oauth/tokens');
    expect(() => zendesk.oauth!.tokenUrl({ subdomain: 'evil.com/x' })).toThrow(ApiError);
  });

  it('sandbox mode keeps the path and swaps the origin for the emulator', () => {
    const targets = new DownstreamTargets({ jira: 'http://127.0.0.1:4000/' });
    expect(targets.platformUrl(jira, 'sandbox', 'https://auth.atlassian.com/oauth/token')).toBe('http://127.0.0.1:4000/oauth/token');
    expect(targets.platformUrl(jira, 'sandbox', 'https://api.atlassian.com/ex/jira/abc?x=1')).toBe('http://127.0.0.1:4000/ex/jira/abc?x=1');
    expect(targets.platformUrl(jira, 'live', 'https://auth.atlassian.com/oauth/token')).toBe('https://auth.atlassian.com/oauth/token');
    expect(() => targets.platformUrl(zendesk, 'sandbox', 'https://acme.zendesk.com/')).toThrow(/No sandbox emulator/);
  });
});
