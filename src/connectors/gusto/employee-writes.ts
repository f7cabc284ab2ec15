/**
 * A create or update of an employee as Gusto's calls, on the composite-write
 * rule: the employee's own fields first (an update with its `version`,
 * versioned-update.ts; `row_version` names one), then its primary job
 * (employee-job.ts), then a termination (employee-termination.ts). What
 * Gusto would refuse is checked before the first call. A create whose job
 * fails removes the new employee again; a create cannot terminate.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import type { ComposedWrite } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { invalid } from './api.js';
import type { Employee } from './employee-fields.js';
import { addJob, jobOf, writeJob } from './employee-job.js';
import { EMPLOYEES_PATH } from './employee-path.js';
import { terminate, terminationOf } from './employee-termination.js';
import { versionedUpdate } from './versioned-update.js';
import type { GustoEmployee } from './wire-types.js';

export async function composeEmployeeWrite(ctx: ConnectorContext, write: ComposedWrite<Employee, GustoEmployee>): Promise<{ id: string }> {
  const { version: _ignored, ...fields } = write.body as Record<string, unknown>;
  const job = jobOf(write.record);
  if (write.operation === 'add') {
    if (write.record.employment_status === 'terminated' || write.record.employment_end_date) {
      throw invalid('A new Gusto employee cannot be terminated when created: create, then update employment_status to "terminated"', { employment_status: write.record.employment_status ?? null });
    }
    return compositeWrite(async (steps) => {
      // A create takes no version. A new employee is still onboarding, so Gusto deletes it again.
      const id = await steps.create('employee', () => write.send(fields), (created) => ctx.http.request({ method: 'DELETE', path: `${EMPLOYEES_PATH}/${segment(created)}` }));
      if (job) {
        await steps.step('adding the employee\'s job', () => addJob(ctx, id, job));
      }
      return { id };
    });
  }
  const id = write.id as string;
  const current = await write.current();
  const effectiveDate = terminationOf(write.record, current);
  const ownFields = Object.keys(fields).length > 0 || typeof (write.body as Record<string, unknown>).version === 'string';
  const update = () => versionedUpdate(ctx, { recordPath: EMPLOYEES_PATH, id, body: write.body as Record<string, unknown>, current: write.current, send: write.send });
  if (effectiveDate === undefined && !job) return { id: ownFields ? await update() : id };
  return compositeWrite(async (steps) => {
    if (ownFields) await steps.change('employee', id, 'updating the employee', update);
    if (job) await steps.change('job', current.jobs?.find((entry) => entry.primary === true)?.uuid ?? id, 'updating the employee\'s job', () => writeJob(ctx, id, current, job));
    if (effectiveDate !== undefined) {
      await steps.step(`terminating the employee from ${effectiveDate}`, () => terminate(ctx, id, effectiveDate));
    }
    return { id };
  });
}
