/**
 * BambooHR's own webhooks (public.yaml: Create, Delete Webhook and the
 * `employee.created`, `employee.updated`, `employee.deleted` events;
 * https://documentation.bamboohr.com/docs/webhooks-2 for the signature),
 * received at the connection's `/webhook/w/…` URL (framework/inbound.ts):
 *
 *  - register: one webhook per connection (`POST /api/v1/webhooks`, JSON,
 *    the three employee events, MONITOR_FIELDS watched for updates); its
 *    `privateKey`, returned only by that answer, is kept;
 *  - verify: `X-BambooHR-Signature` is the hex HMAC-SHA256, keyed with the
 *    private key, of the raw body followed by `X-BambooHR-Timestamp`,
 *    compared in constant time;
 *  - changes: the employee the event names. BambooHR's events carry ids and
 *    changed field names, never values: a termination arrives as an
 *    `employee.updated`, and the poller reports `hris.employee.terminated`
 *    (the declaration's updateEvents), so `terminated` is not native.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { EventAction } from '../../unified/define.js';
import type { ConnectorContext } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { segment } from '../framework/rest/path.js';
import { bodyObject } from '../framework/inbound-body.js';

export const BAMBOOHR_EMPLOYEE_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'employee.created' },
  { action: 'updated', downstream: 'employee.updated' },
  { action: 'deleted', downstream: 'employee.deleted' },
];

/** The fields whose change is an `employee.updated`: those the unified employee shows (BambooHR requires at least one). */
export const MONITOR_FIELDS = [
  'firstName', 'lastName', 'middleName', 'preferredName', 'employeeNumber', 'jobTitle', 'department', 'division', 'location', 'workEmail', 'homeEmail',
  'workPhone', 'mobilePhone', 'homePhone', 'hireDate', 'dateOfBirth', 'gender', 'maritalStatus', 'address1', 'address2', 'city', 'state', 'zipcode',
  'country', 'employmentHistoryStatus', 'status', 'supervisorEId',
] as const;

export interface BambooHRRegistration {
  webhookId: string;
  privateKey: string;
}

const ACTIONS = new Map<string, EventAction>(BAMBOOHR_EMPLOYEE_EVENTS.map((event) => [event.downstream, event.action]));
const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;
const EMPLOYEE_ID = /^[1-9][0-9]{0,9}$/;

function verify(request: InboundRequest, context: InboundContext): boolean {
  const key = (context.registration as Partial<BambooHRRegistration>).privateKey;
  const signature = request.headers['x-bamboohr-signature'];
  const timestamp = request.headers['x-bamboohr-timestamp'];
  if (request.method !== 'POST' || typeof key !== 'string' || key === '' || !signature || !HEX_SIGNATURE.test(signature) || !timestamp) return false;
  const expected = createHmac('sha256', key).update(Buffer.concat([request.rawBody, Buffer.from(timestamp, 'utf8')])).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

interface EmployeeEvent {
  type?: unknown;
  timestamp?: unknown;
  data?: { employeeId?: unknown } | null;
}

function changes(request: InboundRequest): NativeChange[] {
  const event = bodyObject(request) as EmployeeEvent | undefined;
  const type = typeof event?.type === 'string' ? event.type : '';
  const action = ACTIONS.get(type);
  const employeeId = event?.data?.employeeId;
  const id = typeof employeeId === 'number' || typeof employeeId === 'string' ? String(employeeId) : '';
  if (!action || !EMPLOYEE_ID.test(id)) return [];
  const occurredAt = typeof event?.timestamp === 'string' && !Number.isNaN(Date.parse(event.timestamp)) ? new Date(event.timestamp) : undefined;
  return [{ resource: 'hris/employees', action, entityId: id, downstreamEventType: type, occurredAt }];
}

async function register(ctx: ConnectorContext, target: { url: string }): Promise<Record<string, unknown>> {
  const { body } = await ctx.http.request<{ id?: unknown; privateKey?: unknown }>({
    method: 'POST',
    path: '/api/v1/webhooks',
    json: { name: 'Unified API: employee changes', url: target.url, format: 'json', events: BAMBOOHR_EMPLOYEE_EVENTS.map((event) => event.downstream), monitorFields: MONITOR_FIELDS },
  });
  const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
  if (id === '' || typeof body.privateKey !== 'string' || body.privateKey === '') {
    throw new ApiError('ConnectorExecutionError', { message: 'BambooHR created a webhook without saying its id or private key', detail: { service: 'bamboohr' } });
  }
  const registration: BambooHRRegistration = { webhookId: id, privateKey: body.privateKey };
  return { ...registration };
}

async function unregister(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>): Promise<void> {
  const id = (registration as Partial<BambooHRRegistration>).webhookId;
  if (typeof id !== 'string' || id === '') return;
  await ctx.http.request({ method: 'DELETE', path: `/api/v1/webhooks/${segment(id)}` }).catch((error: unknown) => {
    // Already gone: what deleting wanted.
    const status = error instanceof ApiError ? (error.detail as { downstream_status?: number } | undefined)?.downstream_status : undefined;
    if (status !== 404) throw error;
  });
}

export const bamboohrInbound: InboundWebhooks = { verify, changes, register, unregister };
