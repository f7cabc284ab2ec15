/**
 * The Proxy API's SSRF rules without a network: the address classes, the
 * URL rules for live and sandbox keys, and the socket lookup that only hands
 * out checked addresses (fed by an injected resolver).
 */
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { classifyAddress } from '../../src/core/ssrf/address-policy.js';
import { checkedAddresses, checkedLookup, TargetAddressRefused, type HostResolver } from '../../src/core/ssrf/checked-lookup.js';
import { matchingHostPattern } from '../../src/proxy/ssrf/host-patterns.js';
import { checkTarget, type TargetPolicy } from '../../src/proxy/ssrf/target-guard.js';

const twilioLive: TargetPolicy = { mode: 'live', hosts: ['api.twilio.com'] };
const zendeskLive: TargetPolicy = { mode: 'live', hosts: ['*.zendesk.com'], credentialHost: 'acme.zendesk.com' };

function refusal(run: () => unknown): { reason: string; [key: string]: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError && error.typeName === 'ProxyTargetNotAllowedError') {
      expect(error.status).toBe(403);
      return error.detail as { reason: string };
    }
    throw error;
  }
  throw new Error('the target was allowed');
}

describe('address classes', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00::1', 'unique-local'],
    ['fc12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['0:0:0:0:0:ffff:10.0.0.1', 'private'],
    ['::127.0.0.1', 'ipv4-compatible'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::1', 'loopback'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'], // Teredo
    ['2001:db8::1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '52.0.0.1', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])('%s is public', (address) => {
    expect(classifyAddress(address)).toBeUndefined();
  });

  it('refuses what is not an address at all', () => {
    expect(classifyAddress('not-an-ip')).toBe('reserved');
  });
});

describe('host patterns', () => {
  it('matches exact names and one wildcard label, case and root dot aside', () => {
    const patterns = ['api.twilio.com', '*.zendesk.com'];
    expect(matchingHostPattern('API.Twilio.com.', patterns)).toBe('api.twilio.com');
    expect(matchingHostPattern('acme.zendesk.com', patterns)).toBe('*.zendesk.com');
    expect(matchingHostPattern('zendesk.com', patterns)).toBeUndefined();
    expect(matchingHostPattern('a.b.zendesk.com', patterns)).toBeUndefined();
    expect(matchingHostPattern('evilzendesk.com', patterns)).toBeUndefined();
    expect(matchingHostPattern('api.twilio.com.evil.example', patterns)).toBeUndefined();
  });
});

describe('target rules for live keys', () => {
  it('allows https on a declared host and keeps path and query', () => {
    const target = checkTarget('https://api.twilio.com/2010-04-01/Accounts.json?PageSize=1#frag', twilioLive);
    expect(target.live).toBe(true);
    expect(target.url.href).toBe('https://api.twilio.com/2010-04-01/Accounts.json?PageSize=1');
  });

  it.each([
    ['http://2130706433/', 'scheme_not_allowed'], // decimal 127.0.0.1 over http
    ['https://2130706433/', 'ip_literal_not_allowed'],
    ['https://0x7f.1/', 'ip_literal_not_allowed'],
    ['https://0177.0.0.1/', 'ip_literal_not_allowed'],
    ['https://127.1/', 'ip_literal_not_allowed'],
    ['https://[::ffff:127.0.0.1]/', 'ip_literal_not_allowed'],
    ['https://[::ffff:7f00:1]/', 'ip_literal_not_allowed'],
    ['https://[::1]/', 'ip_literal_not_allowed'],
    ['https://169.254.169.254/latest/meta-data/', 'ip_literal_not_allowed'],
    ['https://8.8.8.8/', 'ip_literal_not_allowed'],
    ['https://api.twilio.com@evil.example/', 'userinfo_not_allowed'],
    ['https://user:pass@api.twilio.com/', 'userinfo_not_allowed'],
    ['https://evil.example/', 'host_not_allowed'],
    ['https://api.twilio.com.evil.example/', 'host_not_allowed'],
    ['https://evil.example\\@api.twilio.com/', 'host_not_allowed'],
    ['https://api.twilio.com:8443/', 'port_not_allowed'],
    ['http://api.twilio.com/', 'scheme_not_allowed'],
    ['file:///etc/passwd', 'scheme_not_allowed'],
    ['gopher://api.twilio.com/_x', 'scheme_not_allowed'],
    ['ftp://api.twilio.com/', 'scheme_not_allowed'],
    ['javascript:alert(1)', 'scheme_not_allowed'],
    ['not a url', 'invalid_url'],
  ])('%s is refused (%s)', (url, reason) => {
    expect(refusal(() => checkTarget(url, twilioLive)).reason).toBe(reason);
  });

  it('names the address class of an internal IP literal', () => {
    expect(refusal(() => checkTarget('https://[::ffff:7f00:1]/', twilioLive))).toMatchObject({ address_class: 'loopback' });
    expect(refusal(() => checkTarget('https://169.254.169.254/', twilioLive))).toMatchObject({ address_class: 'link-local' });
  });

  it('sends a connection\'s credentials only to its own host under a wildcard', () => {
    expect(checkTarget('https://acme.zendesk.com/api/v2/users.json', zendeskLive).url.hostname).toBe('acme.zendesk.com');
    expect(refusal(() => checkTarget('https://attacker.zendesk.com/api/v2/users.json', zendeskLive))).toMatchObject({
      reason: 'host_not_allowed_for_credentials',
      connection_host: 'acme.zendesk.com',
    });
    // With the caller's own Authorization no credentials of ours go along.
    const own = checkTarget('https://other.zendesk.com/api/v2/users.json', { ...zendeskLive, credentialHost: undefined });
    expect(own.url.hostname).toBe('other.zendesk.com');
  });
});

describe('target rules for sandbox keys', () => {
  const sandbox: TargetPolicy = { mode: 'sandbox', hosts: ['api.twilio.com'], sandboxBase: 'http://127.0.0.1:4010' };

  it('allows the emulator\'s exact origin, http included', () => {
    const target = checkTarget('http://127.0.0.1:4010/2010-04-01/Accounts.json', sandbox);
    expect(target).toMatchObject({ live: false });
    expect(target.url.href).toBe('http://127.0.0.1:4010/2010-04-01/Accounts.json');
  });

  it('moves a real platform URL onto the emulator', () => {
    const target = checkTarget('https://api.twilio.com/2010-04-01/Accounts.json?PageSize=2', sandbox);
    expect(target.url.href).toBe('http://127.0.0.1:4010/2010-04-01/Accounts.json?PageSize=2');
    const withPath = checkTarget('https://api.twilio.com/x', { ...sandbox, sandboxBase: 'http://127.0.0.1:4010/twilio' });
    expect(withPath.url.href).toBe('http://127.0.0.1:4010/twilio/x');
  });

  it.each([
    ['http://127.0.0.1:4011/', 'scheme_not_allowed'], // another port is not the emulator
    ['https://127.0.0.1:4010/', 'ip_literal_not_allowed'],
    ['http://localhost:4010/', 'scheme_not_allowed'],
    ['http://user@127.0.0.1:4010/', 'userinfo_not_allowed'],
    ['https://evil.example/', 'host_not_allowed'],
  ])('%s is refused (%s)', (url, reason) => {
    expect(refusal(() => checkTarget(url, sandbox)).reason).toBe(reason);
  });
});

describe('checked DNS', () => {
  const names: Record<string, LookupAddress[]> = {
    'public.test': [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }],
    'internal.test': [{ address: '10.0.0.5', family: 4 }],
    'mixed.test': [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }],
    'mapped.test': [{ address: '::ffff:169.254.169.254', family: 6 }],
  };
  const resolver: HostResolver = async (hostname) => {
    const found = names[hostname];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };

  it('hands out the addresses of a public name', async () => {
    expect(await checkedAddresses(resolver, 'public.test')).toHaveLength(2);
  });

  it.each([
    ['internal.test', 'private'],
    ['mixed.test', 'loopback'],
    ['mapped.test', 'link-local'],
    ['unknown.test', 'unresolvable'],
  ])('refuses %s (%s)', async (hostname, kind) => {
    await expect(checkedAddresses(resolver, hostname)).rejects.toMatchObject({ addressClass: kind });
  });

  it('gives the socket only checked addresses, in both lookup shapes', async () => {
    const lookup = checkedLookup(resolver);
    const all = await new Promise((resolve, reject) => lookup('public.test', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
    expect(all).toEqual(names['public.test']);
    const one = await new Promise((resolve, reject) => lookup('public.test', { family: 6 }, (error, address, family) => (error ? reject(error) : resolve([address, family]))));
    expect(one).toEqual(['2606:2800:220:1::1', 6]);
    const refusedError = await new Promise((resolve) => lookup('internal.test', { all: true }, (error) => resolve(error)));
    expect(refusedError).toBeInstanceOf(TargetAddressRefused);
  });

  it('checks again on every connection, so a name that turns private (DNS rebinding) is refused', async () => {
    let answers = 0;
    const rebinding: HostResolver = async () => (answers++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const lookup = checkedLookup(rebinding);
    const ask = () => new Promise<unknown>((resolve) => lookup('rebind.test', { all: true }, (error, addresses) => resolve(error ?? addresses)));
    expect(await ask()).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(await ask()).toMatchObject({ addressClass: 'loopback' });
  });
});
