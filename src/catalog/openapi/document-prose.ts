/**
 * The introduction of each document (`info.description`, Markdown): what the
 * API is for, then how every call is made here, written for this service.
 */
import { LIMIT_DEFAULT, LIMIT_MAX } from '../../gateway/unified-schemas.js';

export type DocumentKind = 'unified' | 'vault' | 'connector' | 'proxy' | 'webhook';

function authentication(kind: DocumentKind): string {
  const keys =
    kind === 'connector'
      ? 'any key of the application (secret `sk_…` or public `pk_…`: the catalog holds no consumer data)'
      : 'a secret key of the application (`sk_sandbox_…` or `sk_live_…`); public keys are refused';
  const consumer =
    kind === 'unified' || kind === 'proxy'
      ? ' Calls act for one consumer, named in `x-svc-consumer-id`.'
      : kind === 'vault'
        ? ' Connection and session calls act for the consumer named in `x-svc-consumer-id`.'
        : '';
  return `## Authentication\n\nEvery call carries \`Authorization: Bearer <key>\` with ${keys}, and \`x-svc-app-id\` with the application's id. A sandbox key sees sandbox consumers and reaches the platforms' emulators; a live key sees live consumers and reaches the real platforms.${consumer}`;
}

const PAGING = `## Paging

Lists return a page at a time. Ask for the first page without \`cursor\`; ask for the next with \`cursor\` set to \`meta.cursors.next\` (or call \`links.next\`); \`meta.cursors.next\` is null on the last page. \`limit\` is 1 to ${LIMIT_MAX} (default ${LIMIT_DEFAULT}). Cursors are signed and bound to their list: another list's cursor is an InvalidCursorError.`;

const UNIFIED_CALLS = `## Unified calls

The consumer's connection for this API is used; when the consumer has several enabled ones, \`x-svc-service-id\` names the connector. Answers carry \`service\` (the connector), \`resource\` and \`operation\`. \`fields=a,b.c\` returns only those fields (dot notation reaches into nested objects and arrays), so any field may be absent from an answer. \`raw=true\` (or \`x-svc-raw: true\`) adds the platform calls in \`_raw\`. Dates are ISO 8601 in UTC, money amounts integers in the currency's smallest unit.`;

function errors(publicUrl: string): string {
  return `## Errors

Every error answer is \`{status_code, error, type_name, message, detail?, ref}\`; \`ref\` is the page of the error type (all of them: ${publicUrl}/errors). Each operation lists the error types it can answer with, by status. Every answer carries a \`Request-Id\` header. Requests and answers are UTF-8 JSON (\`Content-Type: application/json\`); plain HTTP is refused except from loopback. A client that can only send GET or POST may set the method with \`?_method=\`.`;
}

export function documentDescription(kind: DocumentKind, summary: string, publicUrl: string): string {
  const sections = [summary, authentication(kind)];
  if (kind === 'unified') sections.push(UNIFIED_CALLS, PAGING);
  if (kind === 'connector' || kind === 'vault' || kind === 'webhook') sections.push(PAGING);
  sections.push(errors(publicUrl));
  return sections.join('\n\n');
}
