/**
 * The control plane of a kit emulator, under /__emulator (never the
 * platform's API, never authenticated or rate-limited): tests, the sandbox
 * and scripts reset an account to its seed, add records, force a lifecycle
 * move, subscribe to and trigger webhooks, list deliveries, turn the
 * platform's declared switches, move the clock and read the change journal. The same controls are on the handle for in-process tests.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONTROL_PREFIX } from '../emulator.js';
import { EmulatorFailure } from './failures.js';
import type { KitControls } from './controls.js';

type Body = Record<string, unknown>;

function text(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: message });
}

/** Runs a control action; a failure of the platform's rules (an undeclared move) is a 409 with its message. */
async function act(reply: FastifyReply, action: () => unknown): Promise<FastifyReply> {
  try {
    const result = action();
    return result === undefined ? reply.code(204).send() : reply.code(200).send(result);
  } catch (error) {
    if (error instanceof EmulatorFailure) return reply.code(error.kind === 'not_found' ? 404 : 409).send({ error: error.message });
    return refuse(reply, (error as Error).message);
  }
}

export function registerControlPlane(app: FastifyInstance, controls: KitControls): void {
  const body = (request: { body?: unknown }): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});

  app.post(`${CONTROL_PREFIX}/reset`, async (request, reply) => act(reply, () => controls.reset(text(body(request), 'account'))));

  app.post(`${CONTROL_PREFIX}/records`, async (request, reply) => {
    const input = body(request);
    const resource = text(input, 'resource');
    const record = input.record;
    if (!resource || !record || typeof record !== 'object') return refuse(reply, 'expected {resource, record, account?}');
    return act(reply, () => ({ id: controls.seed(resource, record as Body, text(input, 'account')).id }));
  });

  app.get(`${CONTROL_PREFIX}/records/:resource`, async (request, reply) => {
    const { resource } = request.params as { resource: string };
    const account = new URLSearchParams(request.url.split('?')[1] ?? '').get('account') ?? undefined;
    return act(reply, () => ({ records: controls.records(resource, account) }));
  });

  app.post(`${CONTROL_PREFIX}/transition`, async (request, reply) => {
    const input = body(request);
    const [resource, id, to] = [text(input, 'resource'), text(input, 'id'), text(input, 'to')];
    if (!resource || !id || !to) return refuse(reply, 'expected {resource, id, to, account?}');
    return act(reply, () => controls.transition(resource, id, to, text(input, 'account')));
  });

  app.post(`${CONTROL_PREFIX}/webhooks/subscriptions`, async (request, reply) => {
    const input = body(request);
    const url = text(input, 'url');
    if (!url || !/^https?:\/\//.test(url)) return refuse(reply, 'expected {url, secret?, events?, account?} with an http(s) url');
    const events = Array.isArray(input.events) ? input.events.filter((event): event is string => typeof event === 'string') : undefined;
    return act(reply, () => controls.subscribe({ url, secret: text(input, 'secret'), events }, text(input, 'account')));
  });

  app.post(`${CONTROL_PREFIX}/webhooks/trigger`, async (request, reply) => {
    const input = body(request);
    const [type, resource, id] = [text(input, 'type'), text(input, 'resource'), text(input, 'id')];
    if (!type || !resource || !id) return refuse(reply, 'expected {type, resource, id, account?}');
    return act(reply, () => controls.trigger(type, resource, id, text(input, 'account')));
  });

  app.get(`${CONTROL_PREFIX}/webhooks/deliveries`, async () => ({ deliveries: controls.deliveries }));

  app.get(`${CONTROL_PREFIX}/journal`, async (request, reply) => {
    const after = new URLSearchParams(request.url.split('?')[1] ?? '').get('after') ?? '0';
    if (!/^\d{1,15}$/.test(after)) return refuse(reply, 'expected ?after=<sequence number>');
    return controls.journal(Number(after));
  });

  app.post(`${CONTROL_PREFIX}/switches`, async (request, reply) => {
    const input = body(request);
    const name = text(input, 'name');
    if (!name || !Object.hasOwn(input, 'value')) return refuse(reply, 'expected {name, value, account?}; value null turns the switch off');
    return act(reply, () => controls.setSwitch(name, input.value, text(input, 'account')));
  });

  app.post(`${CONTROL_PREFIX}/clock`, async (request, reply) => {
    const advance = body(request).advance_ms;
    if (typeof advance !== 'number' || !Number.isInteger(advance) || advance < 0) return refuse(reply, 'expected {advance_ms: whole number >= 0}');
    return act(reply, () => controls.advanceClock(advance));
  });
}
