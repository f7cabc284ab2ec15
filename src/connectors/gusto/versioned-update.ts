/**
 * Gusto's optimistic concurrency (https://docs.gusto.com/embedded-payroll/docs/idempotency):
 * an update carries the record's current `version`, and a stale one is a 409
 * `invalid_resource_version`. An update that names no version (no
 * `row_version` from the caller) sends the version just read; when someone
 * changed the record in between, the 409 makes it read the record again and
 * send once more with the new version. A second 409, or one to a version the
 * caller named, is the caller's answer: ConnectorExecutionError 409 with
 * Gusto's own error list in `detail`.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { downstreamStatus } from './api.js';

export async function versionedUpdate(
  ctx: ConnectorContext,
  { recordPath, id, body, current, send }: { recordPath: string; id: string; body: Record<string, unknown>; current: () => Promise<{ version?: string }>; send: (body: unknown) => Promise<string> },
): Promise<string> {
  const { version: named, ...fields } = body;
  if (typeof named === 'string') return send({ ...fields, version: named });
  try {
    return await send({ ...fields, version: (await current()).version });
  } catch (error) {
    if (downstreamStatus(error) !== 409) throw error;
    const { body: fresh } = await ctx.http.request<{ version?: string }>({ method: 'GET', path: `${recordPath}/${segment(id)}` });
    return send({ ...fields, version: fresh.version });
  }
}
