/**
 * Per-application integrations: which connectors an application offers and
 * its own OAuth clients. Runs on every storage backend.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { AdminService } from '../../src/vault/admin.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { IntegrationService, type IntegrationPatch } from '../../src/vault/integrations.js';
import { BACKENDS, openTestStore, type TestStore } from '../helpers/backends.js';

// Every shipped connector, loaded now (the service's own registry loads them on first use).
const defaultRegistry = new ConnectorRegistry(CONNECTORS);

const SERVICE_IDS = defaultRegistry.all.map((connector) => connector.id);
const SECRET = 'jira-client-secret-6c1f0a9e';

for (const backend of BACKENDS) {
  describe(`integrations (${backend})`, () => {
    let store: TestStore;
    let cipher: CredentialCipher;
    let integrations: IntegrationService;
    let admin: AdminService;

    beforeAll(async () => {
      store = await openTestStore(backend);
      cipher = new CredentialCipher(randomBytes(32));
      integrations = new IntegrationService(store.db, cipher, defaultRegistry, 60_000);
      admin = new AdminService(store.db, integrations);
    });
    afterAll(() => store.dispose());

    const newApp = async () => (await admin.createApplication(`Integrations ${randomBytes(3).toString('hex')}`)).id;
    const rawRow = (applicationId: string, serviceId: string) =>
      store.db.selectFrom('appIntegrations').selectAll().where('applicationId', '=', applicationId).where('serviceId', '=', serviceId).executeTakeFirst();

    it('starts a new application with every connector of the registry enabled, without OAuth clients', async () => {
      const appId = await newApp();
      const views = await integrations.list(appId);
      expect(views.map((view) => view.service_id)).toEqual(SERVICE_IDS);
      expect(SERVICE_IDS).toEqual(['twilio', 'zendesk', 'jira', 'intercom', 'asana', 'vonage', 'hubspot', 'pipedrive', 'xero', 'quickbooks', 'zoho-books', 'bamboohr', 'gusto', 'greenhouse', 'shopify', 'square', 'clover', 'bigcommerce', 'box', 'google-drive']);
      for (const view of views) {
        expect(view).toEqual({
          service_id: view.service_id,
          name: defaultRegistry.find(view.service_id)!.name,
          enabled: true,
          auth_type: defaultRegistry.find(view.service_id)!.authType,
          oauth_client_id: null,
          oauth_client_secret_set: false,
          redirect_uris: [],
          oauth_scopes: null,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
      }
      for (const serviceId of SERVICE_IDS) await expect(integrations.requireEnabled({ applicationId: appId }, serviceId)).resolves.toBeUndefined();
    });

    it('keeps the client secret encrypted at rest and never shows it', async () => {
      const appId = await newApp();
      const view = await integrations.configure(appId, 'jira', {
        oauth_client_id: 'jira-client-id',
        oauth_client_secret: SECRET,
        redirect_uris: ['https://app.example.com/oauth/done'],
        oauth_scopes: ['read:jira-work', 'offline_access'],
      });
      expect(view).toMatchObject({
        service_id: 'jira',
        name: 'Jira',
        enabled: true,
        auth_type: 'oauth2',
        oauth_client_id: 'jira-client-id',
        oauth_client_secret_set: true,
        redirect_uris: ['https://app.example.com/oauth/done'],
        oauth_scopes: ['read:jira-work', 'offline_access'],
      });
      expect(Object.keys(view).sort()).toEqual(
        ['auth_type', 'created_at', 'enabled', 'name', 'oauth_client_id', 'oauth_client_secret_set', 'oauth_scopes', 'redirect_uris', 'service_id', 'updated_at'],
      );
      expect(JSON.stringify(view)).not.toContain(SECRET);
      expect(JSON.stringify(await integrations.list(appId))).not.toContain(SECRET);

      const row = await rawRow(appId, 'jira');
      expect(row!.oauthClientSecret).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
      expect(JSON.stringify(row)).not.toContain(SECRET);
      expect(Buffer.from(row!.oauthClientSecret!.split('.')[2]!, 'base64url').toString('latin1')).not.toContain(SECRET.slice(0, 8));

      expect(await integrations.oauthClient(appId, 'jira')).toEqual({
        clientId: 'jira-client-id',
        clientSecret: SECRET,
        scopes: ['read:jira-work', 'offline_access'],
      });
      expect(await integrations.redirectUris(appId, 'jira')).toEqual(['https://app.example.com/oauth/done']);
    });

    it('binds a client secret to its application and connector: a ciphertext moved to another row does not decrypt', async () => {
      const [first, second] = [await newApp(), await newApp()];
      await integrations.configure(first, 'jira', { oauth_client_id: 'id-1', oauth_client_secret: SECRET });
      const sealed = (await rawRow(first, 'jira'))!.oauthClientSecret!;
      expect(cipher.decrypt(sealed, `${first}|jira`)).toBe(SECRET);

      // The same ciphertext on another application's row, and on another connector's row of the same application.
      await integrations.configure(second, 'jira', { oauth_client_id: 'id-1', oauth_client_secret: 'placeholder' });
      await integrations.configure(first, 'zendesk', { oauth_client_id: 'id-1', oauth_client_secret: 'placeholder' });
      for (const [appId, serviceId] of [[second, 'jira'], [first, 'zendesk']] as const) {
        await store.db
          .updateTable('appIntegrations')
          .set({ oauthClientSecret: sealed })
          .where('applicationId', '=', appId)
          .where('serviceId', '=', serviceId)
          .execute();
      }
      const fresh = new IntegrationService(store.db, cipher, defaultRegistry, 60_000);
      expect(await fresh.oauthClient(second, 'jira')).toBeUndefined();
      expect(await fresh.oauthClient(first, 'zendesk')).toBeUndefined();
      expect((await fresh.oauthClient(first, 'jira'))?.clientSecret).toBe(SECRET);
      // Another master key cannot read it either.
      expect(await new IntegrationService(store.db, new CredentialCipher(randomBytes(32)), defaultRegistry, 0).oauthClient(first, 'jira')).toBeUndefined();
    });

    it('accepts https redirect URIs, and http on loopback hosts only; normalises and deduplicates them in order', async () => {
      const appId = await newApp();
      const view = await integrations.configure(appId, 'zendesk', {
        redirect_uris: [
          'https://app.example.com/cb?tenant=1',
          'http://127.0.0.1:3000/cb',
          'http://[::1]:3000/cb',
          'http://localhost:3000/cb',
          'HTTPS://APP.example.com/cb?tenant=1',
          'https://app.example.com',
        ],
      });
      expect(view.redirect_uris).toEqual([
        'https://app.example.com/cb?tenant=1',
        'http://127.0.0.1:3000/cb',
        'http://[::1]:3000/cb',
        'http://localhost:3000/cb',
        'https://app.example.com/',
      ]);
      const many = Array.from({ length: 20 }, (_, index) => `https://app.example.com/cb/${index}`);
      expect((await integrations.configure(appId, 'zendesk', { redirect_uris: [...many, ...many] })).redirect_uris).toEqual(many);
    });

    const refusals: Array<[string, string, IntegrationPatch, Record<string, string>]> = [
      ['http on a public host', 'jira', { redirect_uris: ['https://ok.example.com/cb', 'http://example.com/cb'] }, {
        'redirect_uris[1]': 'must use https (http is allowed for 127.0.0.1, [::1] and localhost only)',
      }],
      ['a fragment', 'jira', { redirect_uris: ['https://example.com/cb#done'] }, { 'redirect_uris[0]': 'must not have a fragment' }],
      ['an empty fragment', 'jira', { redirect_uris: ['https://example.com/cb#'] }, { 'redirect_uris[0]': 'must not have a fragment' }],
      ['a relative URL', 'jira', { redirect_uris: ['/oauth/done'] }, { 'redirect_uris[0]': 'must be an absolute http(s) URL' }],
      ['another scheme', 'jira', { redirect_uris: ['myapp://oauth/done'] }, { 'redirect_uris[0]': 'must be an absolute http(s) URL' }],
      ['credentials in the URL', 'jira', { redirect_uris: ['https://user:pw@example.com/cb'] }, { 'redirect_uris[0]': 'must not carry a user name or password' }],
      ['21 distinct URLs', 'jira', { redirect_uris: Array.from({ length: 21 }, (_, index) => `https://example.com/${index}`) }, {
        redirect_uris: 'must hold at most 20 distinct URLs',
      }],
      ['an empty client id', 'jira', { oauth_client_id: '' }, { oauth_client_id: 'must be 1 to 512 characters' }],
      ['a client id of 513 characters', 'jira', { oauth_client_id: 'a'.repeat(513) }, { oauth_client_id: 'must be 1 to 512 characters' }],
      ['a control character in the secret', 'jira', { oauth_client_secret: 'line\nbreak' }, { oauth_client_secret: 'must contain printable ASCII characters only' }],
      ['a non-ASCII secret', 'jira', { oauth_client_secret: 'sécret' }, { oauth_client_secret: 'must contain printable ASCII characters only' }],
      ['a secret with a trailing space', 'jira', { oauth_client_secret: 'secret ' }, { oauth_client_secret: 'must not start or end with a space' }],
      ['an OAuth client for a connector without OAuth', 'twilio', { oauth_client_id: 'id', oauth_scopes: ['read'] }, {
        oauth_client_id: 'Twilio does not use OAuth',
        oauth_scopes: 'Twilio does not use OAuth',
      }],
      ['an unknown scope', 'jira', { oauth_scopes: ['read:jira-work', 'admin'] }, {
        oauth_scopes: 'must name Jira scopes only (read:jira-work, write:jira-work, read:jira-user, manage:jira-webhook, offline_access)',
      }],
      ['no scope', 'zendesk', { oauth_scopes: [] }, { oauth_scopes: "must name at least one scope; null restores the connector's defaults" }],
      ['an unknown field', 'jira', { client_secret: 'x' } as IntegrationPatch, { client_secret: 'is not a known field' }],
    ];

    it.each(refusals)('refuses %s with RequestValidationError naming the field, and stores nothing', async (_, serviceId, patch, detail) => {
      const appId = await newApp();
      const before = await rawRow(appId, serviceId);
      const error = await integrations.configure(appId, serviceId, { ...patch, enabled: false }).catch((caught: unknown) => caught);
      const [field, problem] = Object.entries(detail)[0]!;
      expect(error).toMatchObject({
        typeName: 'RequestValidationError',
        status: 400,
        message: `Invalid ${defaultRegistry.find(serviceId)!.name} integration settings: ${field} ${problem}`,
        detail,
      });
      expect(await rawRow(appId, serviceId)).toEqual(before);
    });

    it('never repeats a refused value in the error', async () => {
      const appId = await newApp();
      const error = await integrations.configure(appId, 'jira', { oauth_client_secret: `${SECRET}\u0007` }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ typeName: 'RequestValidationError' });
      expect(JSON.stringify({ message: (error as Error).message, detail: (error as { detail: unknown }).detail })).not.toContain(SECRET);
    });

    it('answers EntityNotFoundError for an unknown application and ConnectorNotFoundError for an unknown connector', async () => {
      const appId = await newApp();
      const missingApp = { typeName: 'EntityNotFoundError', status: 404, message: 'Application not found', detail: { application_id: 'app_missing' } };
      await expect(integrations.list('app_missing')).rejects.toMatchObject(missingApp);
      await expect(integrations.get('app_missing', 'jira')).rejects.toMatchObject(missingApp);
      await expect(integrations.configure('app_missing', 'jira', { enabled: true })).rejects.toMatchObject(missingApp);
      await expect(integrations.remove('app_missing', 'jira')).rejects.toMatchObject(missingApp);
      const unknownConnector = { typeName: 'ConnectorNotFoundError', status: 404, message: 'Unknown connector "salesforce"', detail: { service_id: 'salesforce' } };
      await expect(integrations.get(appId, 'salesforce')).rejects.toMatchObject(unknownConnector);
      await expect(integrations.configure(appId, 'salesforce', { enabled: true })).rejects.toMatchObject(unknownConnector);
      await expect(integrations.remove(appId, 'salesforce')).rejects.toMatchObject(unknownConnector);
    });

    it('keeps what a patch leaves out and clears what it sets to null', async () => {
      const appId = await newApp();
      await integrations.configure(appId, 'zendesk', {
        oauth_client_id: 'zd-id',
        oauth_client_secret: 'zd-secret',
        redirect_uris: ['https://example.com/cb'],
        oauth_scopes: ['read'],
      });
      const disabled = await integrations.configure(appId, 'zendesk', { enabled: false });
      expect(disabled).toMatchObject({ enabled: false, oauth_client_id: 'zd-id', oauth_client_secret_set: true, redirect_uris: ['https://example.com/cb'], oauth_scopes: ['read'] });

      const cleared = await integrations.configure(appId, 'zendesk', { oauth_client_secret: null, redirect_uris: null, oauth_scopes: null });
      expect(cleared).toMatchObject({ enabled: false, oauth_client_id: 'zd-id', oauth_client_secret_set: false, redirect_uris: [], oauth_scopes: null });
      const row = await rawRow(appId, 'zendesk');
      expect(row).toMatchObject({ oauthClientSecret: null, redirectUris: [], oauthScopes: null });
      // A client id without a secret is no client.
      expect(await integrations.oauthClient(appId, 'zendesk')).toBeUndefined();
      await integrations.configure(appId, 'zendesk', { oauth_client_id: null, oauth_client_secret: 'zd-secret-2' });
      expect(await integrations.oauthClient(appId, 'zendesk')).toBeUndefined();
    });

    it('sees its own writes at once on the cached hot path; another instance within its cache TTL', async () => {
      const appId = await newApp();
      const other = new IntegrationService(store.db, cipher, defaultRegistry, 60_000);
      const scope = { applicationId: appId };
      await integrations.requireEnabled(scope, 'jira');
      await other.requireEnabled(scope, 'jira');
      expect(await integrations.oauthClient(appId, 'jira')).toBeUndefined();

      await integrations.configure(appId, 'jira', { enabled: false, oauth_client_id: 'id', oauth_client_secret: 'first' });
      await expect(integrations.requireEnabled(scope, 'jira')).rejects.toMatchObject({
        typeName: 'IntegrationNotFoundError',
        status: 404,
        message: 'The Jira integration is not enabled for this application',
        detail: { service_id: 'jira' },
      });
      expect((await integrations.oauthClient(appId, 'jira'))?.clientSecret).toBe('first');
      // The other instance still holds what it read: it sees the change once its cache expires.
      await expect(other.requireEnabled(scope, 'jira')).resolves.toBeUndefined();
      await expect(new IntegrationService(store.db, cipher, defaultRegistry, 0).requireEnabled(scope, 'jira')).rejects.toMatchObject({
        typeName: 'IntegrationNotFoundError',
      });

      await integrations.configure(appId, 'jira', { enabled: true, oauth_client_secret: 'second', redirect_uris: ['https://example.com/cb'] });
      await expect(integrations.requireEnabled(scope, 'jira')).resolves.toBeUndefined();
      expect((await integrations.oauthClient(appId, 'jira'))?.clientSecret).toBe('second');
      expect(await integrations.redirectUris(appId, 'jira')).toEqual(['https://example.com/cb']);

      await integrations.remove(appId, 'jira');
      await expect(integrations.requireEnabled(scope, 'jira')).rejects.toMatchObject({ typeName: 'IntegrationNotFoundError' });
      expect(await integrations.oauthClient(appId, 'jira')).toBeUndefined();
      expect(await integrations.redirectUris(appId, 'jira')).toEqual([]);
    });

    it('removes an integration: disabled, its OAuth client forgotten; removing again is harmless', async () => {
      const appId = await newApp();
      await integrations.configure(appId, 'jira', { oauth_client_id: 'id', oauth_client_secret: SECRET });
      await integrations.remove(appId, 'jira');
      expect(await rawRow(appId, 'jira')).toBeUndefined();
      expect(await integrations.get(appId, 'jira')).toEqual({
        service_id: 'jira',
        name: 'Jira',
        enabled: false,
        auth_type: 'oauth2',
        oauth_client_id: null,
        oauth_client_secret_set: false,
        redirect_uris: [],
        oauth_scopes: null,
        created_at: null,
        updated_at: null,
      });
      await expect(integrations.remove(appId, 'jira')).resolves.toBeUndefined();
      // Configuring a removed integration brings it back, enabled unless the patch says otherwise.
      expect((await integrations.configure(appId, 'jira', { redirect_uris: ['https://example.com/cb'] })).enabled).toBe(true);
      await integrations.remove(appId, 'twilio');
      expect((await integrations.configure(appId, 'twilio', { enabled: false })).enabled).toBe(false);
    });

    it('enables every connector with enableAll, leaving existing rows untouched, as often as it is called', async () => {
      const appId = await newApp();
      await integrations.configure(appId, 'jira', { enabled: false });
      await integrations.configure(appId, 'zendesk', { oauth_client_id: 'zd-id', oauth_client_secret: 'zd-secret' });
      await integrations.remove(appId, 'twilio');
      const jiraBefore = await rawRow(appId, 'jira');
      const zendeskBefore = await rawRow(appId, 'zendesk');

      await integrations.enableAll(appId);
      await integrations.enableAll(appId);

      const rows = await store.db.selectFrom('appIntegrations').selectAll().where('applicationId', '=', appId).orderBy('serviceId').execute();
      expect(rows.map((row) => [row.serviceId, row.enabled])).toEqual([
        ['asana', true], ['bamboohr', true], ['bigcommerce', true], ['box', true], ['clover', true], ['google-drive', true], ['greenhouse', true], ['gusto', true], ['hubspot', true], ['intercom', true], ['jira', false], ['pipedrive', true], ['quickbooks', true],
        ['shopify', true], ['square', true], ['twilio', true], ['vonage', true], ['xero', true], ['zendesk', true], ['zoho-books', true],
      ]);
      expect(rows.find((row) => row.serviceId === 'jira')).toEqual(jiraBefore);
      expect(rows.find((row) => row.serviceId === 'zendesk')).toEqual(zendeskBefore);
      await expect(integrations.requireEnabled({ applicationId: appId }, 'twilio')).resolves.toBeUndefined();
      await expect(integrations.requireEnabled({ applicationId: appId }, 'jira')).rejects.toMatchObject({ typeName: 'IntegrationNotFoundError' });
    });

    it('refuses a connector that is not enabled, or not known, with IntegrationNotFoundError on the hot path', async () => {
      await expect(integrations.requireEnabled({ applicationId: 'app_without_rows' }, 'twilio')).rejects.toMatchObject({
        typeName: 'IntegrationNotFoundError',
        message: 'The Twilio integration is not enabled for this application',
        detail: { service_id: 'twilio' },
      });
      await expect(integrations.requireEnabled({ applicationId: 'app_without_rows' }, 'salesforce')).rejects.toMatchObject({
        typeName: 'IntegrationNotFoundError',
        message: 'The salesforce integration is not enabled for this application',
      });
    });
  });
}
