/** `x-svc-downstream-url`: placeholders from the connection's settings, and relative URLs kept under the base URL. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { jira } from '../../src/connectors/jira/definition.js';
import { zendesk } from '../../src/connectors/zendesk/definition.js';
import { downstreamUrl, interpolate } from '../../src/proxy/downstream-url.js';

const zendeskValues = { subdomain: 'acme', email: 'agent@acme.example', api_token: 'secret-token-value' };
const zendeskBase = () => zendesk.liveBaseUrl(zendeskValues);

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('setting placeholders', () => {
  it('fills non-secret settings, URL-encoded', () => {
    expect(interpolate('https://{subdomain}.zendesk.com/api/v2/search.json?query={email}', zendesk, zendeskValues)).toBe(
      'https://acme.zendesk.com/api/v2/search.json?query=agent%40acme.example',
    );
  });

  it('inserts a leading setting that holds a whole URL as it is', () => {
    const connector = { ...zendesk, settings: [...zendesk.settings, { id: 'instance_url', label: 'URL', type: 'url' as const, required: false, sensitive: false }] };
    expect(interpolate('{instance_url}/api/data', connector, { ...zendeskValues, instance_url: 'https://acme.zendesk.com/' })).toBe('https://acme.zendesk.com/api/data');
  });

  it('refuses unknown settings and never reveals secrets', () => {
    const error = failure(() => interpolate('https://x.zendesk.com/{api_token}/{nope}/{access_token}', zendesk, { ...zendeskValues, access_token: 't' }));
    expect(error.typeName).toBe('RequestHeadersValidationError');
    expect(error.detail).toMatchObject({ unknown_settings: ['api_token', 'nope', 'access_token'] });
    expect(JSON.stringify(error.detail)).not.toContain('secret-token-value');
  });

  it('offers what OAuth discovered (Jira\'s cloud id)', () => {
    expect(interpolate('https://api.atlassian.com/ex/jira/{cloud_id}/rest/api/3/myself', jira, { cloud_id: 'abc-123' })).toBe(
      'https://api.atlassian.com/ex/jira/abc-123/rest/api/3/myself',
    );
  });
});

describe('relative URLs', () => {
  it('go under the connection\'s base URL, with or without a leading slash', () => {
    expect(downstreamUrl('/api/v2/users.json?page[size]=2', zendesk, zendeskValues, zendeskBase)).toBe('https://acme.zendesk.com/api/v2/users.json?page[size]=2');
    expect(downstreamUrl('api/v2/users.json', zendesk, zendeskValues, zendeskBase)).toBe('https://acme.zendesk.com/api/v2/users.json');
    const jiraValues = { access_token: 't', cloud_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    expect(downstreamUrl('/rest/api/3/myself', jira, jiraValues, () => jira.liveBaseUrl(jiraValues))).toBe(
      'https://api.atlassian.com/ex/jira/7c9e6679-7425-40de-944b-e07fc1f90ae7/rest/api/3/myself',
    );
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '\\\\evil.example', '/../x', '/a/../../x', '/a/%2e%2e/x', '/a/.%2E/x', '/./x', '..'])('%s cannot leave the base', (relative) => {
    const jiraValues = { access_token: 't', cloud_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    const error = failure(() => downstreamUrl(relative, jira, jiraValues, () => jira.liveBaseUrl(jiraValues)));
    expect(error.typeName).toBe('ProxyTargetNotAllowedError');
    expect(error.detail).toMatchObject({ reason: 'path_escapes_base' });
  });

  it('leaves absolute URLs to the target rules', () => {
    expect(downstreamUrl('file:///etc/passwd', zendesk, zendeskValues, zendeskBase)).toBe('file:///etc/passwd');
  });

  it('refuses spaces, control characters and very long values', () => {
    expect(failure(() => downstreamUrl('/a b', zendesk, zendeskValues, zendeskBase)).typeName).toBe('RequestHeadersValidationError');
    expect(failure(() => downstreamUrl(`/${'a'.repeat(9000)}`, zendesk, zendeskValues, zendeskBase)).typeName).toBe('RequestHeadersValidationError');
  });
});
