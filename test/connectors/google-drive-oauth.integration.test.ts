/**
 * Connecting to Google Drive by OAuth through the vault, against the
 * emulated Google authorization server: consent for the drive scope with
 * offline access and PKCE, the code exchanged with the client secret in the
 * form body, and an hour-long token refreshed before a call once it is about
 * to expire (Google does not rotate the refresh token). An upload session
 * made before the refresh still works after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GOOGLE_DRIVE_DEMO_ACCOUNT as DEMO, googleDriveEmulator } from '../../src/sandbox/google-drive/index.js';
import { call } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('Google Drive OAuth through the vault', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [googleDriveEmulator], record: true, refreshTiming: { marginMs: 30_000, failureBackoffMs: 60_000 } });
    emulator = svc.emulators['google-drive'] as KitEmulatorHandle;
    tenant = await svc.tenant();
  });
  afterAll(() => svc.close());

  it('connects by consent with offline access, and refreshes a token about to expire', async () => {
    const headers = tenant.headers('drive-user');
    const view = await call(`${svc.url}/vault/connections/file-storage/google-drive`, { headers });
    expect(view.status, view.text).toBe(200);
    const authorize = new URL(view.body.data.authorize_url);
    emulator.oauth!.setAccessTokenLifetime(5);
    const dance = await oauthDance(authorize.href, `${svc.url}/connect`);
    expect(dance.finalLocation.searchParams.get('error')).toBeNull();

    const consent = emulator.exchanges.find((entry) => entry.path === '/o/oauth2/v2/auth')!;
    expect(consent.query.get('scope')).toBe('https://www.googleapis.com/auth/drive');
    expect(consent.query.get('access_type')).toBe('offline');
    expect(consent.query.get('code_challenge_method')).toBe('S256');
    const exchange = emulator.exchanges.find((entry) => entry.path === '/token')!;
    expect(new URLSearchParams(exchange.requestBody).get('grant_type')).toBe('authorization_code');
    expect(new URLSearchParams(exchange.requestBody).get('client_secret')).toBeTruthy();

    const connected = await call(`${svc.url}/vault/connections/file-storage/google-drive`, { headers });
    expect(connected.body.data).toMatchObject({ state: 'callable' });

    const refreshes = emulator.oauth!.tokenRequests.refresh_token;
    const files = await call(`${svc.url}/file-storage/files?filter[folder_id]=root&limit=3`, { headers });
    expect(files.status, files.text).toBe(200);
    expect(files.body.data).toHaveLength(3);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(refreshes + 1);
    const listed = emulator.exchanges.filter((entry) => entry.path === '/drive/v3/files');
    expect(String(listed.at(-1)!.requestHeaders.authorization)).toMatch(/^Bearer \S{20,}$/);
    expect(String(listed.at(-1)!.requestHeaders.authorization)).not.toContain(DEMO.sandboxAccessToken);

    // Every token lives five seconds: each call below comes with a new access token, the refresh token the same.
    const bytes = Buffer.from('sent across refreshes');
    const session = await call(`${svc.url}/file-storage/upload-sessions`, { method: 'POST', headers, json: { name: 'across.txt', parent_folder_id: 'root', size: bytes.length } });
    expect(session.status, session.text).toBe(201);
    const before = emulator.oauth!.tokenRequests.refresh_token;
    const part = await fetch(`${svc.url}/file-storage/upload-sessions/${session.body.data.id}?part_number=0`, { method: 'PUT', headers: { ...headers, 'content-type': 'text/plain' }, body: bytes });
    expect(part.status, await part.text()).toBe(200);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBeGreaterThan(before);
    const finished = await call(`${svc.url}/file-storage/upload-sessions/${session.body.data.id}/finish`, { method: 'POST', headers, json: {} });
    expect(finished.status, finished.text).toBe(201);
    expect(finished.body.data).toMatchObject({ name: 'across.txt', size: bytes.length });
    emulator.oauth!.setAccessTokenLifetime(3599);
  });
});
