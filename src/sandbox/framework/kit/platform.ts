/**
 * An emulated platform, assembled from its declaration: a dialect, its
 * accounts, its resources, a seed, and the few named hooks that are truly the
 * platform's own (extra routes for a query language or a composite endpoint,
 * the webhooks it sends, its OAuth authorization server). `definePlatform`
 * turns that into an emulator on the shared server (../framework/emulator.ts,
 * which keeps recording, fault injection, delays and rate-limit windows).
 */
import type { KitControls, PlatformEvent } from './controls.js';
import type { Faker } from '@faker-js/faker';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import {
  CONTROL_PREFIX,
  startEmulator,
  type EmulatorDefinition,
  type EmulatorHandle,
  type EmulatorStartOptions,
  type PlatformFailures,
} from '../emulator.js';
import type { OAuthServer } from '../oauth-server.js';
import { registerControlPlane } from './control-plane.js';
import type { Account, Answer, Dialect } from './dialect.js';
import { EmulatorFailure, fail, kindOfStatus } from './failures.js';
import { move, nextDue, settle } from './lifecycle.js';
import { present, runOperation, type OperationRuntime } from './operations.js';
import { kitRequest, type KitRequest } from './request.js';
import type { EmulatedResource, KitContext, OperationName } from './resource.js';
import { seededFaker } from './seeding.js';
import { PlatformState, type JournalEntry, type TenantState } from './state.js';
import { setSwitch, type SwitchDeclaration } from './switches.js';
import { WebhookSender, type OutgoingWebhook, type Subscription } from './webhooks.js';
import { toWire, type StoredRecord } from './wire.js';

/** The most recent events kept in memory (the same bound applies to webhook deliveries). */
export const KEPT_EVENTS = 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export type { PlatformEvent };

export interface SeedContext<A extends Account = Account> {
  account: A;
  tenant: TenantState;
  faker: Faker;
  now: number;
  /** Stores a record in stored shape (ids and read-only fields included). */
  put(resource: string, record: StoredRecord): StoredRecord;
}

export interface PlatformDeclaration<A extends Account = Account> {
  id: string;
  dialect: Dialect<A>;
  /** The accounts that exist at start (the sandbox's demo account first). */
  accounts: readonly A[];
  resources: readonly EmulatedResource<A>[];
  seed?(ctx: SeedContext<A>): void;
  /** Mounts the platform's OAuth 2.0 authorization server, when it has one. */
  oauth?(app: FastifyInstance): OAuthServer;
  /** Routes that are the platform's own quirks (a search language, a send endpoint that is not REST). */
  routes?(app: FastifyInstance, kit: PlatformKit<A>): void;
  /**
   * The webhooks the platform sends for an event, given the account's subscriptions
   * (the control plane's) and its state (webhooks registered through the platform's own API).
   */
  webhooks?(event: PlatformEvent<A>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[];
  /** States tests may put an account in that the platform's API cannot (switches.ts), by name. */
  switches?: Readonly<Record<string, SwitchDeclaration>>;
}

/** What a platform's own routes are given: the same parts the kit's operations use. */
export interface PlatformKit<A extends Account = Account> {
  dialect: Dialect<A>;
  resource(name: string): EmulatedResource<A>;
  /** Wraps a handler: builds the context of the authenticated account, sends its answer, renders failures. */
  handler(run: (ctx: KitContext<A>) => Answer | Promise<Answer>): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** A record as the platform writes it (lifecycle brought up to date, computed fields added). */
  present(resource: string, record: StoredRecord, ctx: KitContext<A>): Record<string, unknown>;
  /** Serves one of the kit's operations from a platform route (an alias path, a POST that reads). */
  operation(name: OperationName, resource: string, ctx: KitContext<A>): Answer;
  /**
   * An account's state, for a route outside the API that no credentials
   * open (a signed download link names its account itself: Greenhouse's attachment URLs).
   */
  tenantOf(accountId: string): TenantState;
  /** The change journal (state.ts): a platform's own change feed reads it (Drive's changes.list). */
  journal: { readonly seq: number; since(seq: number): JournalEntry[] };
}

export type { KitControls };

export interface KitEmulatorHandle extends EmulatorHandle {
  readonly kit: KitControls;
}

export interface KitEmulatorDefinition extends EmulatorDefinition {
  start(options?: EmulatorStartOptions): Promise<KitEmulatorHandle>;
}

function failuresOf(dialect: Dialect<Account>, send: (reply: FastifyReply, answer: Answer) => FastifyReply): PlatformFailures {
  return {
    rateLimited: (reply, window) =>
      send(reply, dialect.renderError(fail.rateLimited('Too many requests', { retryAfterSeconds: window?.retryAfterSeconds ?? 1, ...(window ? { limit: window.limit, resetAt: window.resetAt } : {}) }), kitRequest(reply.request))),
    // With the request, so a platform whose endpoints fail in different shapes (Vonage's balance and SMS) picks the right one.
    error: (reply, status, message) => send(reply, dialect.renderError(new EmulatorFailure(kindOfStatus(status), message, { status }), kitRequest(reply.request))),
  };
}

export function definePlatform<A extends Account>(declaration: PlatformDeclaration<A>): KitEmulatorDefinition {
  const names = new Set<string>();
  for (const resource of declaration.resources) {
    if (names.has(resource.name)) throw new Error(`${declaration.id} declares resource ${resource.name} twice`);
    names.add(resource.name);
  }
  return { id: declaration.id, start: (options) => startPlatform(declaration, options) };
}

async function startPlatform<A extends Account>(declaration: PlatformDeclaration<A>, options: EmulatorStartOptions = {}): Promise<KitEmulatorHandle> {
  const { dialect } = declaration;
  const accounts: A[] = [...declaration.accounts];
  const subscriptions = new Map<string, Subscription[]>();
  const events: PlatformEvent<A>[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sender = new WebhookSender(dialect.webhooks);
  const authenticated = new WeakMap<FastifyRequest, A>();
  let clockOffset = 0;
  let oauth: OAuthServer | undefined;
  const now = () => Date.now() + clockOffset;

  const resources = new Map(declaration.resources.map((resource) => [resource.name, resource]));
  const resourceNamed = (name: string): EmulatedResource<A> => {
    const resource = resources.get(name);
    if (!resource) throw new Error(`${declaration.id} has no resource ${name}`);
    return resource;
  };
  const accountNamed = (id: string | undefined): A => {
    const account = id === undefined ? accounts[0] : accounts.find((candidate) => candidate.id === id);
    if (!account) throw fail.notFound(`No account ${id ?? '(none declared)'}`);
    return account;
  };

  const state = new PlatformState((accountId, tenant) => {
    const account = accountNamed(accountId);
    const faker = seededFaker(declaration.id, accountId, 'seed');
    tenant.extras.set('faker', seededFaker(declaration.id, accountId, 'ids'));
    declaration.seed?.({ account, tenant, faker, now: now(), put: (resource, record) => tenant.table(resourceNamed(resource).name).insert(record) });
  });

  const send = (reply: FastifyReply, answer: Answer): FastifyReply => {
    if (answer.headers) reply.headers(answer.headers);
    reply.code(answer.status);
    if (answer.body === undefined) return reply.send();
    if (typeof answer.body === 'string') return reply.type(answer.contentType ?? 'text/plain; charset=utf-8').send(answer.body);
    // Bytes as they are (a file a platform serves), not as JSON; a stream is sent as it is read (a large download).
    if (Buffer.isBuffer(answer.body) || answer.body instanceof Readable) return reply.type(answer.contentType ?? 'application/octet-stream').send(answer.body);
    return reply.type(answer.contentType ?? dialect.contentType).send(JSON.stringify(answer.body));
  };

  const emitFor = (account: A) => (type: string, resource: string, record: StoredRecord, previous?: StoredRecord) => {
    const at = now();
    const declared = resources.get(resource);
    // Written from the field table alone: an event can be emitted from inside `present` (a lifecycle move).
    const wire = declared ? toWire(record, declared.fields, dialect) : { ...record };
    const event: PlatformEvent<A> = { type, resource, record, wire, account, at, ...(previous ? { previous } : {}) };
    events.push(event as PlatformEvent<A>);
    // Kept for tests and the control plane, not forever: a long benchmark sends millions.
    if (events.length > KEPT_EVENTS) events.splice(0, events.length - KEPT_EVENTS);
    for (const webhook of declaration.webhooks?.(event, subscriptions.get(account.id) ?? [], state.of(account.id)) ?? []) sender.send(webhook, at);
  };

  const contextFor = (account: A, request: KitRequest): KitContext<A> => {
    const tenant = state.of(account.id);
    return { account, tenant, request, now: now(), faker: tenant.extras.get('faker') as Faker, emit: emitFor(account) };
  };

  const runtime: OperationRuntime<A> = {
    dialect,
    resource: (name) => resources.get(name),
    track(resource, record, ctx) {
      const lifecycle = resource.lifecycle;
      if (!lifecycle) return;
      const due = nextDue(record, lifecycle);
      if (due === undefined) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        // A record deleted, or an account reset, since: nothing moves any more.
        if (ctx.tenant.table(resource.name).get(record.id) !== record || state.of(ctx.account.id) !== ctx.tenant) return;
        const timed = { ...ctx, now: now() };
        for (const entered of settle(record, lifecycle, timed.now)) {
          const event = resource.events?.entered?.[entered];
          if (event) timed.emit(event, resource.name, record);
        }
        runtime.track(resource, record, timed);
        // Node's timers hold at most about 24.8 days: a later move is looked at again then.
      }, Math.min(MAX_TIMER_MS, Math.max(0, due - now())));
      timer.unref();
      timers.add(timer);
    },
  };

  const kit: PlatformKit<A> = {
    dialect,
    resource: resourceNamed,
    handler: (run) => async (request, reply) => {
      const account = authenticated.get(request);
      if (!account) throw fail.unauthenticated();
      return send(reply, await run(contextFor(account, kitRequest(request))));
    },
    present: (name, record, ctx) => present(resourceNamed(name), record, ctx, dialect),
    operation: (name, resource, ctx) => runOperation(name, resourceNamed(resource), ctx, runtime),
    tenantOf: (accountId) => state.of(accountId),
    journal: state.journal,
  };

  const controls: KitControls = {
    reset(accountId) {
      // The account as it was at start: its records and its webhook settings.
      const id = accountId === undefined ? undefined : accountNamed(accountId).id;
      state.reset(id);
      if (id === undefined) subscriptions.clear();
      else subscriptions.delete(id);
    },
    seed(resource, record, accountId) {
      if (typeof record.id !== 'string' || record.id === '') throw new Error('a seeded record needs a string id');
      return state.of(accountNamed(accountId).id).table(resourceNamed(resource).name).insert(record as StoredRecord);
    },
    records: (resource, accountId) => state.of(accountNamed(accountId).id).table(resourceNamed(resource).name).all(),
    remove: (resource, id, accountId) => state.of(accountNamed(accountId).id).table(resourceNamed(resource).name).remove(id),
    transition(resource, id, to, accountId) {
      const account = accountNamed(accountId);
      const declared = resourceNamed(resource);
      if (!declared.lifecycle) throw new Error(`${resource} has no lifecycle`);
      const record = state.of(account.id).table(declared.name).get(id);
      if (!record) throw fail.notFound(`No ${resource} with id ${id}`);
      settle(record, declared.lifecycle, now());
      move(record, declared.lifecycle, to, now());
      const event = declared.events?.entered?.[to];
      if (event) emitFor(account)(event, declared.name, record);
    },
    subscribe(subscription, accountId) {
      const account = accountNamed(accountId);
      // A URL is set once, as on a dashboard: setting it again replaces its events and secret (a demo that starts twice adds nothing).
      const others = (subscriptions.get(account.id) ?? []).filter((existing) => existing.url !== subscription.url);
      subscriptions.set(account.id, [...others, subscription]);
    },
    trigger(type, resource, id, accountId) {
      const account = accountNamed(accountId);
      const record = state.of(account.id).table(resourceNamed(resource).name).get(id);
      if (!record) throw fail.notFound(`No ${resource} with id ${id}`);
      emitFor(account)(type, resource, record);
    },
    deliveries: sender.deliveries,
    events,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    addAccount: (account) => {
      if (accounts.some((candidate) => candidate.id === account.id)) throw new Error(`account ${account.id} exists`);
      accounts.push(account as A);
    },
    setSwitch(name, value, accountId) {
      const declared = declaration.switches?.[name];
      if (!declared) throw new Error(`${declaration.id} has no switch ${name}; it has: ${Object.keys(declaration.switches ?? {}).join(', ') || 'none'}`);
      if (value !== null && !declared.accepts(value)) throw new Error(`switch ${name} does not take ${JSON.stringify(value)}: ${declared.description}`);
      setSwitch(state.of(accountNamed(accountId).id), name, value);
    },
    settled: () => sender.settled(),
    journal: (after = 0) => ({ seq: state.journal.seq, entries: state.journal.since(after) }),
  };

  const isPlatformRequest = (request: FastifyRequest): boolean =>
    !request.url.startsWith(CONTROL_PREFIX) && !request.routeOptions.config?.platformFailures && dialect.isApiPath(request.url.split('?')[0] as string);

  const handle = await startEmulator(
    declaration.id,
    failuresOf(dialect as Dialect<Account>, send),
    (app, emulator) => {
      oauth = declaration.oauth?.(app);
      app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const failure =
          error instanceof EmulatorFailure
            ? error
            : error.statusCode === 413
              ? // Too large to read: refused as invalid input, with the 413 every platform answers it with.
                fail.validation('The request body is too large', { status: 413, code: 'too_large' })
              : error.statusCode !== undefined && error.statusCode < 500
                ? // A body that does not parse is the platform's validation failure, in its own status.
                  new EmulatorFailure(kindOfStatus(error.statusCode), error.statusCode === 400 ? 'The request body could not be parsed' : error.message)
                : fail.serverError();
        return send(reply, dialect.renderError(failure, kitRequest(request)));
      });
      app.setNotFoundHandler(async () => {
        throw fail.notFound('Unknown endpoint', { unknownRoute: true });
      });
      app.addHook('onRequest', async (request, reply) => {
        if (isPlatformRequest(request) && dialect.headers) reply.headers(dialect.headers(kitRequest(request), emulator));
      });
      app.addHook('preHandler', async (request) => {
        if (!isPlatformRequest(request)) return;
        const introspect = oauth ? (token: string) => oauth?.introspect(token) : undefined;
        const tenant = (account: Account) => state.of(account.id);
        authenticated.set(request, dialect.auth.authenticate(kitRequest(request), accounts, introspect ? { introspect, tenant } : { tenant }));
      });
      for (const resource of declaration.resources) {
        for (const [operation, route] of Object.entries(resource.routes) as [OperationName, NonNullable<EmulatedResource['routes'][OperationName]>][]) {
          const [method, url] = (typeof route === 'string' ? route : route.route).split(' ') as [string, string];
          app.route({ method: method as 'GET', url, handler: kit.handler((ctx) => runOperation(operation, resource, ctx, runtime)) });
        }
      }
      declaration.routes?.(app, kit);
      registerControlPlane(app, controls);
    },
    options,
  );

  return {
    ...handle,
    ...(oauth ? { oauth } : {}),
    kit: controls,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await sender.settled();
      await handle.close();
    },
  };
}
