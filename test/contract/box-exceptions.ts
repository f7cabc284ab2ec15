/**
 * Where Box's description (box/openapi.json) disagrees with Box's
 * documentation (see exceptions.ts for the policy): error codes beyond its
 * enum, a file's shared link that is null when there is none, a required
 * property no shared link has, and the ranged download's 206 and 416.
 */
import type { ContractException } from './exception-types.js';

const FILE = { platform: 'box', file: 'openapi.json' } as const;

/** The operations the Box emulator answers, where Box's own error codes can appear. */
const SERVED = [
  'GET /users/me', 'GET /folders/{folder_id}', 'GET /folders/{folder_id}/items', 'POST /folders', 'PUT /folders/{folder_id}',
  'DELETE /folders/{folder_id}', 'POST /folders/{folder_id}/copy', 'GET /files/{file_id}', 'PUT /files/{file_id}', 'DELETE /files/{file_id}',
  'POST /files/{file_id}/copy', 'GET /files/{file_id}/content', 'OPTIONS /files/content', 'POST /files/content', 'POST /files/{file_id}/content',
  'POST /files/upload_sessions', 'POST /files/{file_id}/upload_sessions', 'GET /files/upload_sessions/{upload_session_id}',
  'PUT /files/upload_sessions/{upload_session_id}', 'DELETE /files/upload_sessions/{upload_session_id}',
  'GET /files/upload_sessions/{upload_session_id}/parts', 'POST /files/upload_sessions/{upload_session_id}/commit',
  'GET /search', 'GET /shared_items',
];

/** Answers that carry files or folders in full, with their shared links. */
const WITH_ITEMS = SERVED.filter((operation) => !operation.includes('upload_sessions/') && !['GET /users/me', 'POST /files/upload_sessions', 'POST /files/{file_id}/upload_sessions'].includes(operation))
  .concat(['POST /files/upload_sessions/{upload_session_id}/commit']);

export const BOX_EXCEPTIONS: readonly ContractException[] = [
  {
    ...FILE,
    kind: 'known-description-error',
    operations: SERVED,
    where: 'response-body',
    message: /^\/code must be one of \[.*\(got "(item_name_in_use|item_name_too_long|folder_not_empty|access_denied_insufficient_permissions|rate_limit_exceeded|missing_destination|invalid_folder_id|missing_file_size|invalid_file_size|file_size_too_small|missing_file_name|invalid_parameter|range_not_satisfiable|requested_range_not_satisfiable|bad_digest)"\)$/,
    reason:
      'ClientError types `code` as an enum of a few generic codes, but the operations\' own response descriptions list Box\'s specific ' +
      'codes (POST /files/upload_sessions: missing_destination, file_size_too_small, invalid_parameter…) and Box\'s error guide ' +
      'documents item_name_in_use, folder_not_empty, rate_limit_exceeded and the rest; only those named here are let through.',
    documentation: 'https://developer.box.com/guides/api-calls/permissions-and-errors/common-errors/',
  },
  {
    ...FILE,
    kind: 'known-description-error',
    operations: WITH_ITEMS,
    where: 'response-body',
    message: /^(\/entries\/\d+|\/item_collection\/entries\/\d+)?\/shared_link must be object \(got null\)$/,
    reason:
      'A file\'s shared_link is described as "null if no shared link has been created", but its `nullable: true` stands alone in an ' +
      'allOf branch, where OAS 3.0 gives it no effect (nullable only applies beside a type), so the null Box sends is refused.',
    documentation: 'https://developer.box.com/reference/resources/file--full/',
  },
  {
    ...FILE,
    kind: 'known-description-error',
    operations: WITH_ITEMS,
    where: 'response-body',
    message: /^(\/entries\/\d+)?\/shared_link must have required property 'accessed'$/,
    reason:
      'The Shared link schema requires a property `accessed` that it does not define and that Box\'s shared links do not have ' +
      '(the defined property is `access`, which the emulator sends).',
    documentation: 'https://developer.box.com/reference/resources/file--full/',
  },
  {
    ...FILE,
    kind: 'known-description-error',
    operations: ['GET /search'],
    where: 'response-body',
    message: /^(\/type must be one of \["search_results_with_shared_links"\] \(got "search_results_items"\)|\/entries\/\d+\/type must be one of \["(folder|web_link|file)"\] \(got "(file|folder)"\))$/,
    reason:
      'The search answer is a oneOf of plain results and results with shared links, and each entry an anyOf of file, folder and ' +
      'web link: when an entry fails its own branch (the shared_link defects above), the other branches\' type mismatches are reported too.',
    documentation: 'https://developer.box.com/reference/get-search/',
  },
  {
    ...FILE,
    kind: 'undeclared-statuses',
    operations: ['GET /files/{file_id}/content'],
    statuses: [206, 416],
    reason:
      'The download declares 200, 202 and 302 only; it takes a `range` header parameter and Box documents partial downloads: ' +
      '206 with Content-Range for a satisfiable range, 416 past the end of the file.',
    documentation: 'https://developer.box.com/guides/downloads/',
  },
  {
    ...FILE,
    kind: 'known-description-error',
    operations: ['GET /files/{file_id}/content'],
    where: 'headers',
    message: /^response Content-Type [a-z]+\/[-+.a-z0-9]+(; charset=[-a-z0-9]+)? is not described for status 200 \(described: application\/octet-stream\)$/,
    reason:
      'The download describes its 200 as application/octet-stream only, but Box serves a file with its own media type (a PDF as ' +
      'application/pdf, a text file as text/plain), as its download guide says; the emulator does the same.',
    documentation: 'https://developer.box.com/guides/downloads/file/',
  },
];
