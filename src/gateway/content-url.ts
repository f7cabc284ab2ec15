/** Content links (`downloadUrlField`, an applicant's `cv_url`) as the client sees them: the service's own download route. */
import { downloadRoute, type ResourceDeclaration } from '../unified/define.js';

/**
 * The record with its `downloadUrlField` pointing at this service's download
 * route, where the connector says it has content: the platform's own link
 * may expire or carry its credentials, and never reaches the client.
 */
export function withContentUrl(resource: ResourceDeclaration, publicUrl: string, parents: Readonly<Record<string, string>>, record: unknown): unknown {
  const field = resource.downloadUrlField;
  if (field === undefined || record === null || typeof record !== 'object') return record;
  const fields = record as Record<string, unknown>;
  if (typeof fields[field] !== 'string' || fields[field] === '' || typeof fields.id !== 'string') return record;
  const path = downloadRoute(resource).replace(/:([a-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(name === resource.idParam ? (fields.id as string) : (parents[name] ?? String(fields[name] ?? ''))),
  );
  return { ...fields, [field]: `${publicUrl}${path}` };
}

