/**
 * The /admin integrations API over real HTTP: envelopes, 404s, validation,
 * and a client secret that goes in but never comes out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';

const SECRET = 'zendesk-client-secret-91d2c7';

for (const backend of BACKENDS) {
  describe(`admin integrations API (${backend})`, () => {
    let svc: TestService;
    let appId: string;
    let admin: (method: string, path: string, json?: unknown) => Promise<CallResult>;

    beforeAll(async () => {
      svc = await startTestService({ backend });
      admin = (method, path, json) => call(`${svc.url}/admin${path}`, { method, headers: { authorization: `Bearer ${svc.adminToken}` }, json });
      appId = (await svc.tenant()).appId;
    });
    afterAll(() => svc.close());

    it('needs the admin token', async () => {
      const path = `/admin/applications/${appId}/integrations`;
      expectErrorEnvelope(await call(`${svc.url}${path}`), 401, 'UnauthorizedError');
      expectErrorEnvelope(await call(`${svc.url}${path}/jira`, { method: 'PATCH', headers: { authorization: 'Bearer adm_wrong' }, json: { enabled: false } }), 401, 'UnauthorizedError');
      expectErrorEnvelope(await call(`${svc.url}${path}/jira`, { method: 'DELETE', headers: { authorization: 'Bearer adm_wrong' } }), 401, 'UnauthorizedError');
    });

    it('lists every connector, enabled for a new application', async () => {
      const listed = await admin('GET', `/applications/${appId}/integrations`);
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ status_code: 200, status: 'OK' });
      expect(listed.body.data.map((view: { service_id: string; enabled: boolean; auth_type: string }) => [view.service_id, view.enabled, view.auth_type])).toEqual([
        ['twilio', true, 'basic'],
        ['zendesk', true, 'oauth2'],
        ['jira', true, 'oauth2'],
        ['intercom', true, 'oauth2'],
        ['asana', true, 'oauth2'],
        ['vonage', true, 'apiKey'],
        ['hubspot', true, 'oauth2'],
        ['pipedrive', true, 'oauth2'],
        ['xero', true, 'oauth2'],
        ['quickbooks', true, 'oauth2'],
        ['zoho-books', true, 'oauth2'],
        ['bamboohr', true, 'oauth2'],
        ['gusto', true, 'oauth2'],
        ['greenhouse', true, 'oauth2'],
        ['shopify', true, 'oauth2'],
        ['square', true, 'oauth2'],
        ['clover', true, 'oauth2'],
        ['bigcommerce', true, 'apiKey'],
        ['box', true, 'oauth2'],
        ['google-drive', true, 'oauth2'],
      ]);
    });

    it('configures an OAuth client without ever echoing the secret', async () => {
      const patched = await admin('PATCH', `/applications/${appId}/integrations/zendesk`, {
        oauth_client_id: 'zd_client',
        oauth_client_secret: SECRET,
        redirect_uris: ['https://app.example.com/oauth/zendesk', 'https://app.example.com/oauth/zendesk'],
        oauth_scopes: ['read'],
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({
        status_code: 200,
        status: 'OK',
        data: {
          service_id: 'zendesk',
          name: 'Zendesk',
          enabled: true,
          auth_type: 'oauth2',
          oauth_client_id: 'zd_client',
          oauth_client_secret_set: true,
          redirect_uris: ['https://app.example.com/oauth/zendesk'],
          oauth_scopes: ['read'],
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      });
      expect(patched.text).not.toContain(SECRET);
      const one = await admin('GET', `/applications/${appId}/integrations/zendesk`);
      expect(one.status).toBe(200);
      expect(one.body.data).toEqual(patched.body.data);
      expect(one.text).not.toContain(SECRET);
      expect((await admin('GET', `/applications/${appId}/integrations`)).text).not.toContain(SECRET);
      expect(await svc.service.integrations.oauthClient(appId, 'zendesk')).toEqual({ clientId: 'zd_client', clientSecret: SECRET, scopes: ['read'] });

      const cleared = await admin('PATCH', `/applications/${appId}/integrations/zendesk`, { oauth_client_secret: null, oauth_scopes: null });
      expect(cleared.body.data).toMatchObject({ oauth_client_id: 'zd_client', oauth_client_secret_set: false, oauth_scopes: null });
    });

    it('refuses bad bodies with RequestValidationError, naming the field', async () => {
      const path = `/applications/${appId}/integrations/jira`;
      const unknownField = await admin('PATCH', path, { client_secret: 'x' });
      expectErrorEnvelope(unknownField, 400, 'RequestValidationError');
      expect(unknownField.body.detail).toEqual({ body: [{ field: 'client_secret', message: 'is not a known field' }] });
      expectErrorEnvelope(await admin('PATCH', path, { enabled: 'yes' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await admin('PATCH', path, { redirect_uris: 'https://example.com/cb' }), 400, 'RequestValidationError');

      const insecure = await admin('PATCH', path, { redirect_uris: ['http://app.example.com/cb'] });
      expectErrorEnvelope(insecure, 400, 'RequestValidationError');
      expect(insecure.body.message).toBe(
        'Invalid Jira integration settings: redirect_uris[0] must use https (http is allowed for 127.0.0.1, [::1] and localhost only)',
      );
      expect(insecure.body.detail).toEqual({ 'redirect_uris[0]': 'must use https (http is allowed for 127.0.0.1, [::1] and localhost only)' });

      const notOAuth = await admin('PATCH', `/applications/${appId}/integrations/twilio`, { oauth_client_secret: SECRET });
      expectErrorEnvelope(notOAuth, 400, 'RequestValidationError');
      expect(notOAuth.body.detail).toEqual({ oauth_client_secret: 'Twilio does not use OAuth' });
      expect(notOAuth.text).not.toContain(SECRET);
    });

    it('answers 404 for an unknown application or connector', async () => {
      for (const [method, path] of [
        ['GET', '/applications/app_missing/integrations'],
        ['GET', '/applications/app_missing/integrations/jira'],
        ['PATCH', '/applications/app_missing/integrations/jira'],
        ['DELETE', '/applications/app_missing/integrations/jira'],
      ] as const) {
        const result = await admin(method, path, method === 'PATCH' ? { enabled: true } : undefined);
        expectErrorEnvelope(result, 404, 'EntityNotFoundError');
        expect(result.body).toMatchObject({ message: 'Application not found', detail: { application_id: 'app_missing' } });
      }
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const result = await admin(method, `/applications/${appId}/integrations/salesforce`, method === 'PATCH' ? { enabled: true } : undefined);
        expectErrorEnvelope(result, 404, 'ConnectorNotFoundError');
        expect(result.body.detail).toEqual({ service_id: 'salesforce' });
      }
    });

    it('removes an integration with 204: it is disabled for the application at once', async () => {
      await admin('PATCH', `/applications/${appId}/integrations/jira`, { oauth_client_id: 'jira_client', oauth_client_secret: SECRET });
      await svc.service.integrations.requireEnabled({ applicationId: appId }, 'jira');
      const removed = await admin('DELETE', `/applications/${appId}/integrations/jira`);
      expect(removed.status).toBe(204);
      expect(removed.text).toBe('');
      const after = await admin('GET', `/applications/${appId}/integrations/jira`);
      expect(after.body.data).toMatchObject({ enabled: false, oauth_client_id: null, oauth_client_secret_set: false, created_at: null });
      await expect(svc.service.integrations.requireEnabled({ applicationId: appId }, 'jira')).rejects.toMatchObject({
        typeName: 'IntegrationNotFoundError',
        message: 'The Jira integration is not enabled for this application',
      });
      expect(await svc.service.integrations.oauthClient(appId, 'jira')).toBeUndefined();
      expect((await admin('DELETE', `/applications/${appId}/integrations/jira`)).status).toBe(204);
    });

    it('enables every connector for an application created through the API', async () => {
      const created = await admin('POST', '/applications', { name: 'Through the API' });
      expect(created.status).toBe(201);
      const listed = await admin('GET', `/applications/${created.body.data.id}/integrations`);
      expect(listed.body.data.every((view: { enabled: boolean }) => view.enabled)).toBe(true);
      expect(listed.body.data).toHaveLength(CONNECTORS.length);
    });
  });
}
