/** "application_owner+rate_limits": the platform's documented limits and how the service reports them. */
import { code, document } from './markdown.js';
import type { DocInput } from './doc-input.js';

export function rateLimitsDoc({ connector }: DocInput): string {
  return document([
    `# ${connector.name} rate limits`,
    connector.rateLimit.documented,
    `When ${connector.name} limits a request, the service answers ${code('429')} with ${code('ConnectorRateLimitError')} and a ` +
      `${code('Retry-After')} header (seconds) taken from ${connector.name}'s answer. Wait that long before retrying: ` +
      `the limits belong to the connected ${connector.name} account and are shared by everything that uses it.`,
  ]);
}
