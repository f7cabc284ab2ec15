/**
 * Jira's error bodies and the few answers the connector reinterprets. Jira
 * reports failures as an ErrorCollection: `errorMessages` (request-level) and
 * `errors` (keyed by field); some gateway answers carry `message` instead.
 */
import { ApiError } from '../../core/errors/api-error.js';

interface ErrorCollection {
  errorMessages?: unknown;
  errors?: unknown;
  message?: unknown;
}

/** One readable sentence out of an ErrorCollection: its messages, then "field: message" pairs. */
export function jiraErrorMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { errorMessages, errors, message } = body as ErrorCollection;
  const parts: string[] = [];
  if (Array.isArray(errorMessages)) parts.push(...errorMessages.filter((item): item is string => typeof item === 'string'));
  if (errors !== null && typeof errors === 'object') {
    for (const [field, text] of Object.entries(errors as Record<string, unknown>)) {
      if (typeof text === 'string') parts.push(`${field}: ${text}`);
    }
  }
  if (parts.length === 0 && typeof message === 'string') parts.push(message);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export function downstreamStatus(error: unknown): number | undefined {
  return error instanceof ApiError && error.typeName === 'ConnectorExecutionError' ? error.status : undefined;
}

export function notFound(what: 'project' | 'issue', id: string): ApiError {
  return new ApiError('EntityNotFoundError', {
    message: what === 'project' ? `No Jira project "${id.slice(0, 100)}"` : `No Jira issue "${id.slice(0, 100)}" in this collection`,
    detail: what === 'project' ? { collection_id: id.slice(0, 100) } : { ticket_id: id.slice(0, 100) },
  });
}
