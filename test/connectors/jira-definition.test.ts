/**
 * The Jira connector's declaration: the site setting cannot move the host,
 * auth prefers an OAuth token over email + API token, and rate-limit waits
 * are read from Retry-After or X-RateLimit-Reset.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { jira } from '../../src/connectors/jira/definition.js';

describe('jira definition', () => {
  const sitePattern = new RegExp(jira.settings.find((setting) => setting.id === 'site')!.pattern!);

  it('accepts a site subdomain and nothing that could change the host', () => {
    for (const good of ['acme', 'acme-demo', 'A1']) expect(sitePattern.test(good), good).toBe(true);
    for (const bad of ['acme.atlassian.net', 'evil.com/x', 'a@b', '-acme', 'acme-', '', 'a b', 'acme\n']) expect(sitePattern.test(bad), bad).toBe(false);
    expect(jira.liveBaseUrl({ site: 'Acme-Demo' })).toBe('https://acme-demo.atlassian.net');
    expect(() => jira.liveBaseUrl({ site: 'evil.example/' })).toThrow(ApiError);
  });

  it('uses an OAuth access token when there is one, else email and API token over Basic', () => {
    expect(jira.auth.headers({ site: 'acme', email: 'a@b.example', api_token: 'tok', access_token: 'oauth' })).toEqual({ authorization: 'Bearer oauth' });
    expect(jira.auth.headers({ site: 'acme', email: 'a@b.example', api_token: 'tok' })).toEqual({
      authorization: `Basic ${Buffer.from('a@b.example:tok').toString('base64')}`,
    });
    expect(() => jira.auth.headers({ site: 'acme' })).toThrow(ApiError);
  });

  it('reads the wait from Retry-After, else from X-RateLimit-Reset (ISO 8601 minute)', () => {
    expect(jira.rateLimit.retryAfterSeconds({ 'retry-after': '7' }, null)).toBe(7);
    const inTwoMinutes = new Date(Date.now() + 120_000).toISOString().slice(0, 16) + 'Z';
    const wait = jira.rateLimit.retryAfterSeconds({ 'x-ratelimit-reset': inTwoMinutes }, null)!;
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(120);
  });

  it('declares exactly the filters and sort fields it implements', () => {
    const [collections, tickets] = jira.resources;
    expect(collections!.implementation.list?.sortBy).toEqual(['name']);
    expect(tickets!.implementation.list?.filters).toEqual(['status', 'since', 'assignee_id']);
    expect(tickets!.implementation.list?.sortBy).toEqual(['created_at', 'updated_at']);
  });
});
