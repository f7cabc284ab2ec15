/**
 * The shared authorization-server state and PKCE checks, with a clock the
 * test moves: code and token expiry, grant lifetimes, rotation, reuse
 * detection after Atlassian's leeway, and RFC 7636's own example.
 */
import { describe, expect, it } from 'vitest';
import { OAuthGrantStore, type RefreshTokenPolicy } from '../../src/sandbox/framework/oauth-grants.js';
import { readChallenge, verifierMatches } from '../../src/sandbox/framework/oauth-pkce.js';

const REDIRECT = 'https://app.example.com/callback';

function setup(policy: Partial<RefreshTokenPolicy> = {}) {
  let now = 1_700_000_000_000;
  const store = new OAuthGrantStore(
    { issuedFor: () => true, lifetimeSeconds: 1000, rotationRevokesAccessToken: false, ...policy },
    () => now,
  );
  store.registerClient({ clientId: 'app', clientSecret: 's', redirectUris: [REDIRECT] });
  const advance = (seconds: number) => void (now += seconds * 1000);
  const grant = () => {
    const code = store.issueCode({ clientId: 'app', redirectUri: REDIRECT, scopes: ['read'], subject: 'user-1' }, 60);
    const redeemed = store.redeemCode(code, 'app', () => undefined);
    if (!('ok' in redeemed)) throw new Error('code refused');
    return store.issueTokens(redeemed.ok, { accessSeconds: 100 });
  };
  return { store, advance, grant };
}

describe('OAuth grant store', () => {
  it('lets a code expire after its lifetime, and spends it on the first try', () => {
    const { store, advance } = setup();
    const code = store.issueCode({ clientId: 'app', redirectUri: REDIRECT, scopes: ['read'], subject: 'u' }, 120);
    advance(120);
    expect(store.redeemCode(code, 'app', () => undefined)).toEqual({ refused: { cause: 'code', description: 'the authorization code has expired' } });
    const fresh = store.issueCode({ clientId: 'app', redirectUri: REDIRECT, scopes: ['read'], subject: 'u' }, 120);
    advance(119);
    expect(store.redeemCode(fresh, 'other', () => undefined)).toMatchObject({ refused: { cause: 'code' } });
    expect(store.redeemCode(fresh, 'app', () => ({ cause: 'pkce', description: 'no' }))).toEqual({ refused: { cause: 'pkce', description: 'no' } });
    expect(store.redeemCode(fresh, 'app', () => undefined)).toEqual({ refused: { cause: 'code', description: 'the authorization code was already used' } });
  });

  it('expires access tokens, refresh tokens and, where the platform has one, the whole grant', () => {
    const { store, advance, grant } = setup({ lifetimeSeconds: 1000, grantLifetimeSeconds: 2500 });
    const first = grant();
    expect(first).toMatchObject({ accessExpiresIn: 100, refreshExpiresIn: 1000, scopes: ['read'] });
    expect(store.introspect(first.accessToken)).toEqual({ subject: 'user-1', clientId: 'app', scopes: ['read'] });
    advance(100);
    expect(store.introspect(first.accessToken)).toBeUndefined();

    advance(800);
    const rotated = store.rotateRefreshToken(first.refreshToken as string, 'app');
    expect(rotated).toEqual({ ok: expect.any(String) });
    const second = store.issueTokens((rotated as { ok: string }).ok, { accessSeconds: 100 });
    advance(999);
    const third = store.issueTokens((store.rotateRefreshToken(second.refreshToken as string, 'app') as { ok: string }).ok, { accessSeconds: 100 });
    advance(1000);
    expect(store.rotateRefreshToken(third.refreshToken as string, 'app')).toEqual({ refused: { cause: 'refresh_token', description: 'the refresh token has expired' } });

    const { store: capped, advance: later, grant: cappedGrant } = setup({ lifetimeSeconds: 1000, grantLifetimeSeconds: 1500 });
    let pair = cappedGrant();
    for (let step = 0; step < 2; step++) {
      later(700);
      pair = capped.issueTokens((capped.rotateRefreshToken(pair.refreshToken as string, 'app') as { ok: string }).ok, { accessSeconds: 100 });
    }
    later(100);
    expect(capped.rotateRefreshToken(pair.refreshToken as string, 'app')).toMatchObject({ refused: { description: 'the refresh token has expired' } });
  });

  it('refuses a replayed refresh token, and revokes the grant only outside the reuse leeway', () => {
    const { store, advance, grant } = setup({ reuseRevokesGrantAfterSeconds: 600 });
    const first = grant();
    const second = store.issueTokens((store.rotateRefreshToken(first.refreshToken as string, 'app') as { ok: string }).ok, { accessSeconds: 10_000 });
    advance(599);
    expect(store.rotateRefreshToken(first.refreshToken as string, 'app')).toMatchObject({ refused: { description: 'the refresh token was already used' } });
    expect(store.introspect(second.accessToken)).toBeDefined();
    advance(1);
    expect(store.rotateRefreshToken(first.refreshToken as string, 'app')).toMatchObject({ refused: { description: 'the refresh token was already used' } });
    expect(store.introspect(second.accessToken)).toBeUndefined();
    expect(store.rotateRefreshToken(second.refreshToken as string, 'app')).toMatchObject({ refused: { description: 'the refresh token was revoked' } });
  });

  it('kills the previous access token on rotation where the platform does, and issues no refresh token where it would not', () => {
    const { store, grant } = setup({ rotationRevokesAccessToken: true });
    const first = grant();
    store.rotateRefreshToken(first.refreshToken as string, 'app');
    expect(store.introspect(first.accessToken)).toBeUndefined();

    const { grant: withoutRefresh } = setup({ issuedFor: (scopes) => scopes.includes('offline_access') });
    expect(Object.keys(withoutRefresh())).toEqual(['accessToken', 'accessExpiresIn', 'scopes']);
  });

  it('refuses redirect URIs a client may not register', () => {
    const { store } = setup();
    for (const uri of ['/callback', 'https://app.example.com/cb#frag', 'not a url']) {
      expect(() => store.registerClient({ clientId: 'x', clientSecret: 'y', redirectUris: [uri] })).toThrow(/absolute and without a fragment/);
    }
  });
});

describe('PKCE', () => {
  // RFC 7636 Appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('verifies S256 with RFC 7636\'s example and plain by equality', () => {
    expect(verifierMatches({ method: 'S256', value: challenge }, verifier)).toBe(true);
    expect(verifierMatches({ method: 'S256', value: challenge }, `${verifier.slice(0, -1)}x`)).toBe(false);
    expect(verifierMatches({ method: 'S256', value: challenge }, undefined)).toBe(false);
    expect(verifierMatches({ method: 'plain', value: verifier }, verifier)).toBe(true);
    expect(verifierMatches({ method: 'plain', value: verifier }, challenge)).toBe(false);
    // Too short to be a verifier at all (RFC 7636 §4.1: 43 to 128 characters).
    expect(verifierMatches({ method: 'plain', value: 'short' }, 'short')).toBe(false);
  });

  it('reads the challenge of an authorization request', () => {
    expect(readChallenge(undefined, undefined, ['S256'])).toEqual({});
    expect(readChallenge(challenge, 'S256', ['S256'])).toEqual({ challenge: { method: 'S256', value: challenge } });
    expect(readChallenge(verifier, undefined, ['S256', 'plain'])).toEqual({ challenge: { method: 'plain', value: verifier } });
    expect(readChallenge(verifier, undefined, ['S256'])).toEqual({ invalid: 'code_challenge_method plain is not supported; use S256' });
    expect(readChallenge(undefined, 'S256', ['S256'])).toEqual({ invalid: 'code_challenge_method was sent without code_challenge' });
    expect(readChallenge(challenge, 'S512', ['S256'])).toEqual({ invalid: 'code_challenge_method "S512" is not a PKCE method' });
    expect(readChallenge('abc', 'S256', ['S256'])).toEqual({ invalid: 'code_challenge is malformed' });
  });
});
