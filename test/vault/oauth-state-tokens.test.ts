import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { OAuthStateSigner, STATE_TTL_MS, TICKET_TTL_MS } from '../../src/vault/oauth/state-tokens.js';
import { isAllowedRedirect } from '../../src/vault/oauth/app-clients.js';
import { redactUrl } from '../../src/server/redact-url.js';

const ticket = { applicationId: 'app_1', mode: 'sandbox' as const, consumerId: 'c-1', unifiedApi: 'issue-tracking', serviceId: 'jira' };

function reason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).typeName).toBe('OAuthInvalidStateError');
    return ((error as ApiError).detail as { reason: string }).reason;
  }
  throw new Error('expected OAuthInvalidStateError');
}

describe('OAuth state tokens', () => {
  const signer = new OAuthStateSigner(randomBytes(32));
  afterEach(() => vi.useRealTimers());

  it('round-trips a ticket and a state', () => {
    expect(signer.readTicket(signer.ticket(ticket))).toEqual(ticket);
    expect(signer.readState(signer.state('row-1', Date.now() + 1000))).toBe('row-1');
  });

  it('refuses missing, altered, foreign-key and wrong-type tokens', () => {
    const good = signer.ticket(ticket);
    expect(reason(() => signer.readTicket(undefined))).toBe('missing');
    expect(reason(() => signer.readTicket('garbage'))).toBe('malformed');
    const [version, body, mac] = good.split('.') as [string, string, string];
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), c: 'victim' })).toString('base64url');
    expect(reason(() => signer.readTicket(`${version}.${forgedBody}.${mac}`))).toBe('signature');
    expect(reason(() => new OAuthStateSigner(randomBytes(32)).readTicket(good))).toBe('signature');
    expect(reason(() => signer.readState(good))).toBe('wrong type');
    expect(reason(() => signer.readTicket(signer.state('x', Date.now() + 1000)))).toBe('wrong type');
  });

  it('expires tickets after an hour and states at their deadline', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const issued = signer.ticket(ticket);
    const state = signer.state('row', Date.now() + STATE_TTL_MS);
    vi.setSystemTime(1_000_000 + STATE_TTL_MS + 1);
    expect(reason(() => signer.readState(state))).toBe('expired');
    expect(signer.readTicket(issued)).toEqual(ticket);
    vi.setSystemTime(1_000_000 + TICKET_TTL_MS + 1);
    expect(reason(() => signer.readTicket(issued))).toBe('expired');
  });

  it('derives a PKCE verifier per state that is valid RFC 7636 text', () => {
    const a = signer.pkceVerifier('a');
    expect(a).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(signer.pkceVerifier('a')).toBe(a);
    expect(signer.pkceVerifier('b')).not.toBe(a);
  });
});

describe('redirect URI allow-list', () => {
  const publicUrl = 'https://svc.example.com';
  const allowList = ['https://app.example.com/integrations/done'];

  it('accepts listed origins and paths (any query) and the hosted connect page', () => {
    expect(isAllowedRedirect('https://app.example.com/integrations/done?x=1', allowList, publicUrl)).toBe(true);
    expect(isAllowedRedirect('https://svc.example.com/connect', [], publicUrl)).toBe(true);
    expect(isAllowedRedirect('https://svc.example.com/connect/crm/x', [], publicUrl)).toBe(true);
  });

  it('refuses other paths, hosts, schemes and userinfo tricks', () => {
    for (const candidate of [
      'https://app.example.com/integrations/done/../../evil',
      'https://app.example.com/integrations',
      'https://app.example.com.evil.com/integrations/done',
      'https://user@app.example.com/integrations/done',
      'javascript:alert(1)',
      'https://svc.example.com/connector',
      'not a url',
    ]) {
      expect(isAllowedRedirect(candidate, allowList, publicUrl), candidate).toBe(false);
    }
  });
});

describe('access log URL redaction', () => {
  it('hides OAuth codes, states and session tokens', () => {
    expect(redactUrl('/vault/callback?code=abc&state=v1.x.y')).toBe('/vault/callback?code=[redacted]&state=[redacted]');
    expect(redactUrl('/session/tok_123?x=1')).toBe('/session/[redacted]?x=1');
    expect(redactUrl('/crm/contacts?limit=2')).toBe('/crm/contacts?limit=2');
    expect(redactUrl('/hris/employees?filter[email]=a%40b.co&limit=2&filter%5Blast_name%5D=Doe')).toBe('/hris/employees?filter[email]=[redacted]&limit=2&filter%5Blast_name%5D=[redacted]');
  });
});
