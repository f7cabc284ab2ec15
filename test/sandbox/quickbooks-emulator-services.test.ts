/**
 * The QuickBooks emulator's services beside its entities, over HTTP: the
 * per-realm limits (10 requests at once, 500 a minute) answered with
 * QuickBooks' throttle fault; webhooks as CloudEvents signed with
 * intuit-signature; attachments uploaded as multipart, downloaded through
 * the temporary link; and Intuit's OAuth server putting the realmId on the
 * redirect back.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { QUICKBOOKS_DEMO_REALM as DEMO, QUICKBOOKS_OTHER_REALM as OTHER, quickbooksEmulator } from '../../src/sandbox/quickbooks/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openPage, pressButton, redirectOf } from './oauth-dance.js';

type Json = Record<string, any>;

describe('QuickBooks emulator services', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    emulator = await quickbooksEmulator.start();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    emulator.kit.reset();
    await fetch(`${emulator.url}/__emulator/quickbooks/limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  });

  const api = (path: string, init: RequestInit = {}, realm = DEMO) =>
    fetch(`${emulator.url}/v3/company/${realm.id}${path}`, { ...init, headers: { authorization: `Bearer ${realm.sandboxAccessToken}`, ...(init.headers ?? {}) } });

  it('answers an 11th request at once, and a request past the minute\'s limit, with the throttle fault', async () => {
    emulator.delayNext(2000, 10);
    const held = Array.from({ length: 10 }, () => api(`/companyinfo/${DEMO.id}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const eleventh = await api(`/companyinfo/${DEMO.id}`);
    expect(eleventh.status).toBe(429);
    expect(((await eleventh.json()) as Json).Fault).toMatchObject({ type: 'SERVICE', Error: [{ code: '3001' }] });
    // Another realm has its own limits.
    expect((await api(`/companyinfo/${OTHER.id}`, {}, OTHER)).status).toBe(200);
    emulator.releaseDelayed();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await api(`/companyinfo/${DEMO.id}`)).status).toBe(200);

    await fetch(`${emulator.url}/__emulator/quickbooks/limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ per_minute: 3 }) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api(`/companyinfo/${DEMO.id}`)).status);
    // A new minute may start between two calls: the fourth is refused unless it did.
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    if (statuses[3] !== 200) expect(statuses[3]).toBe(429);
  });

  it('sends CloudEvents signed with intuit-signature for creates, updates, voids and deletes', async () => {
    emulator.kit.subscribe({ url: `${receiver.url}/qbo` });
    const customer = ((await (await api('/query?query=' + encodeURIComponent('select * from Customer maxresults 1'))).json()) as Json).QueryResponse.Customer[0];
    const item = ((await (await api('/query?query=' + encodeURIComponent('select * from Item maxresults 1'))).json()) as Json).QueryResponse.Item[0];
    const post = (path: string, body: unknown) => api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.json() as Promise<Json>);
    const invoice = (await post('/invoice', { CustomerRef: { value: customer.Id }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 10, SalesItemLineDetail: { ItemRef: { value: item.Id } } }] })).Invoice;
    const voided = (await post('/invoice?operation=void', { Id: invoice.Id, SyncToken: invoice.SyncToken })).Invoice;
    await post('/invoice?operation=delete', { Id: invoice.Id, SyncToken: voided.SyncToken });
    const received = await receiver.waitFor('/qbo', 3);
    const events = received.map((webhook) => JSON.parse(webhook.body) as Json[]);
    expect(events.map((batch) => batch[0]!.type)).toEqual(['qbo.invoice.created.v1', 'qbo.invoice.voided.v1', 'qbo.invoice.deleted.v1']);
    expect(events[0]![0]).toMatchObject({ specversion: '1.0', intuitentityid: invoice.Id, intuitaccountid: DEMO.id, datacontenttype: 'application/json', data: {} });
    for (const webhook of received) {
      expect(webhook.headers['intuit-signature']).toBe(createHmac('sha256', DEMO.verifierToken).update(webhook.body).digest('base64'));
    }
  });

  it('takes a multipart upload and serves the file through its temporary link', async () => {
    const form = new FormData();
    form.append('file_metadata_01', new Blob([JSON.stringify({ FileName: 'receipt.png', ContentType: 'image/png', AttachableRef: [{ EntityRef: { type: 'Invoice', value: '1' } }] })], { type: 'application/json' }), 'meta.json');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80]);
    form.append('file_content_01', new Blob([bytes], { type: 'image/png' }), 'receipt.png');
    const uploaded = (await (await api('/upload', { method: 'POST', body: form })).json()) as Json;
    const attachable = uploaded.AttachableResponse[0].Attachable;
    expect(attachable).toMatchObject({ FileName: 'receipt.png', ContentType: 'image/png', Size: bytes.length, AttachableRef: [{ EntityRef: { type: 'Invoice', value: '1' } }] });
    const link = await (await api(`/download/${attachable.Id}`)).text();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__files\/quickbooks\//);
    const file = await fetch(link);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${link}x`)).status).toBe(403);
    const listed = (await (await api(`/query?query=${encodeURIComponent('select * from Attachable where AttachableRef.EntityRef.Type = \'Invoice\' and AttachableRef.EntityRef.value = \'1\'')}`)).json()) as Json;
    expect(listed.QueryResponse.Attachable.map((record: Json) => record.Id)).toContain(attachable.Id);
  });

  it('puts the chosen company\'s realmId on the redirect after consent', async () => {
    const redirect = 'https://app.example.com/callback';
    emulator.oauth!.registerOAuthClient({ ...SANDBOX_OAUTH_CLIENTS.quickbooks, redirectUris: [redirect] });
    const page = await openPage(`${emulator.url}/connect/oauth2?client_id=${SANDBOX_OAUTH_CLIENTS.quickbooks.clientId}&response_type=code&scope=com.intuit.quickbooks.accounting&redirect_uri=${encodeURIComponent(redirect)}&state=xyz`);
    expect(page.status).toBe(200);
    const back = redirectOf(await pressButton(page, 'allow'));
    expect(back.searchParams.get('realmId')).toBe(DEMO.id);
    expect(back.searchParams.get('state')).toBe('xyz');
    const basic = Buffer.from(`${SANDBOX_OAUTH_CLIENTS.quickbooks.clientId}:${SANDBOX_OAUTH_CLIENTS.quickbooks.clientSecret}`).toString('base64');
    const token = await fetch(`${emulator.url}/oauth2/v1/tokens/bearer`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: redirect }) });
    const tokens = (await token.json()) as Json;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, x_refresh_token_expires_in: 8_640_000, refresh_token: expect.any(String) });
    expect((await fetch(`${emulator.url}/v3/company/${DEMO.id}/companyinfo/${DEMO.id}`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(200);
    expect((await fetch(`${emulator.url}/v3/company/${OTHER.id}/companyinfo/${OTHER.id}`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(403);
  });
});
