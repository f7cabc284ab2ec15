/**
 * The address rules a delivery connects under (resolveDeliveryHost, the
 * delivery worker's socket lookup) and the URL check they share; the HTTP
 * side is in subscriptions.integration.test.ts.
 */
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkDeliveryUrl, DeliveryHostRefused, resolveDeliveryHost } from '../../src/webhooks/subscriptions/delivery-url.js';

const table: Record<string, string[]> = { 'public.example': ['93.184.215.14'], 'mixed.example': ['93.184.215.14', '192.168.1.1'], 'empty.example': [] };
const resolver = async (hostname: string): Promise<LookupAddress[]> => {
  const addresses = table[hostname];
  if (!addresses) throw new Error('ENOTFOUND');
  return addresses.map((address) => ({ address, family: 4 }));
};

describe('delivery addresses', () => {
  it('yields only addresses it checked, and refuses a name when any of them is internal', async () => {
    expect(await resolveDeliveryHost(resolver, 'PUBLIC.example.', 'live')).toEqual([{ address: '93.184.215.14', family: 4 }]);
    await expect(resolveDeliveryHost(resolver, 'mixed.example', 'live')).rejects.toMatchObject({ problem: 'private_address' });
    await expect(resolveDeliveryHost(resolver, 'mixed.example', 'sandbox')).rejects.toBeInstanceOf(DeliveryHostRefused);
    await expect(resolveDeliveryHost(resolver, 'empty.example', 'live')).rejects.toMatchObject({ problem: 'unresolvable_host' });
    await expect(resolveDeliveryHost(resolver, 'missing.example', 'live')).rejects.toMatchObject({ problem: 'unresolvable_host' });
  });

  it('lets sandbox keys, and only them, reach this machine', async () => {
    expect((await resolveDeliveryHost(resolver, 'localhost', 'sandbox')).map((entry) => entry.address)).toEqual(['127.0.0.1', '::1']);
    expect(await resolveDeliveryHost(resolver, '[::1]', 'sandbox')).toEqual([{ address: '::1', family: 6 }]);
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '[::1]', '[::ffff:127.0.0.1]']) {
      await expect(resolveDeliveryHost(resolver, host, 'live'), host).rejects.toMatchObject({ problem: 'private_address' });
    }
    // Loopback is the one exception: other internal addresses stay refused in sandbox too.
    for (const host of ['10.0.0.1', '169.254.169.254', '[fd00::1]', '0.0.0.0']) {
      await expect(resolveDeliveryHost(resolver, host, 'sandbox'), host).rejects.toMatchObject({ problem: 'private_address' });
    }
  });

  it('names what is wrong with a URL', async () => {
    expect(await checkDeliveryUrl('https://public.example/hooks', 'live', resolver)).toEqual({ ok: true });
    expect(await checkDeliveryUrl('http://public.example/hooks', 'sandbox', resolver)).toMatchObject({ ok: false, problem: 'scheme_not_allowed' });
    expect(await checkDeliveryUrl('http://localhost:3000/hooks', 'live', resolver)).toMatchObject({ ok: false, problem: 'scheme_not_allowed' });
    expect(await checkDeliveryUrl('https://a:b@public.example/', 'live', resolver)).toMatchObject({ ok: false, problem: 'userinfo_not_allowed' });
    expect(await checkDeliveryUrl('ftp://public.example/', 'live', resolver)).toMatchObject({ ok: false, problem: 'scheme_not_allowed' });
    expect(await checkDeliveryUrl('not a url', 'live', resolver)).toMatchObject({ ok: false, problem: 'invalid_url' });
  });
});
