/**
 * A small platform declared on the kit, for the kit's own tests: notes with a
 * lifecycle (draft → sent → read in 100 ms + 100 ms), under notebooks, bearer
 * tokens per account, token paging, a filter and a sort, signed webhooks.
 */
import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  bearerToken, defineDialect, fail, switchValue, definePlatform, defineResource, jsonRest, statusOf, retryAfter, tokenPaging, signedSortParam, unwrapList,
  type Account,
} from '../../../src/sandbox/framework/kit/index.js';

export interface ToyAccount extends Account {
  token: string;
}

export const TOY_ACCOUNTS: ToyAccount[] = [
  { id: 'acct_a', token: 'token-a' },
  { id: 'acct_b', token: 'token-b' },
];

const dialect = defineDialect<ToyAccount>(jsonRest, {
  name: 'Toy',
  isApiPath: (path) => path.startsWith('/v1/'),
  auth: bearerToken('Bearer token', (token, account) => token === account.token),
  paging: tokenPaging({ tokenParam: 'after', sizeParam: 'per_page', defaultSize: 2, maxSize: 3, invalidToken: 'bad cursor' }),
  envelopes: {
    one: (record, resource) => ({ type: resource.labels.object, ...record }),
    list: (records, page) => ({ items: records, next: page.next?.token ?? null, total: page.total }),
    deleted: (record) => ({ status: 200, body: { id: record.id, deleted: true } }),
  },
  renderError: (failure) => ({
    status: statusOf(failure, { validation: 422 }),
    headers: retryAfter(failure),
    body: { error: { kind: failure.kind, message: failure.message, field: failure.detail.field ?? null } },
  }),
  // Writes may wrap their record as `{"Notebooks": [record]}`, named after the collection.
  requestBody: (body, resource) => unwrapList(body, resource.labels.list),
  webhooks: {
    sign: (body, secret) => ({ 'x-toy-signature': createHmac('sha256', secret).update(body).digest('hex') }),
  },
});

const notebooks = defineResource<ToyAccount>({
  name: 'notebooks',
  labels: { object: 'notebook', list: 'Notebooks' },
  // Update or create on one route: a body naming a notebook's id renames it.
  routes: { list: 'GET /v1/notebooks', get: 'GET /v1/notebooks/:id', upsert: 'PUT /v1/notebooks' },
  newId: (ctx) => `nb_${ctx.faker.string.alphanumeric(8)}`,
  fields: {
    id: { kind: 'string', readOnly: true },
    title: { kind: 'string', required: true },
    previousTitle: { wire: 'previous_title', kind: 'string', readOnly: true, nullable: true },
    renames: { kind: 'integer', readOnly: true, default: 0 },
    lastNote: { wire: 'last_note', kind: 'string', readOnly: true, nullable: true },
  },
  hooks: {
    // The changes the kit applies are the hook's: a rename also keeps the old title; a blank title changes nothing.
    beforeUpdate(record, changes) {
      if (typeof changes.title === 'string' && changes.title.trim() === '') return {};
      return changes.title !== undefined && changes.title !== record.title ? { ...changes, previousTitle: record.title } : changes;
    },
    // Runs on the record as it now is.
    afterUpdate(record, previous) {
      if (record.title !== previous.title) record.renames = Number(previous.renames ?? 0) + 1;
    },
  },
});

const notes = defineResource<ToyAccount>({
  name: 'notes',
  labels: { object: 'note' },
  routes: {
    list: 'GET /v1/notebooks/:notebook/notes',
    create: { route: 'POST /v1/notebooks/:notebook/notes', status: 201 },
    get: 'GET /v1/notebooks/:notebook/notes/:id',
    update: 'PATCH /v1/notebooks/:notebook/notes/:id',
    delete: 'DELETE /v1/notebooks/:notebook/notes/:id',
  },
  parent: { param: 'notebook', field: 'notebookId', resource: 'notebooks' },
  newId: (ctx, table) => `note_${table.size + 1}_${ctx.faker.string.numeric(4)}`,
  fields: {
    id: { kind: 'string', readOnly: true },
    text: { kind: 'string', required: true, maxLength: 20 },
    color: { kind: 'string', enum: ['red', 'blue'], default: 'blue' },
    kind: { kind: 'string', immutable: true },
    state: { kind: 'string', readOnly: false },
    sentAt: { wire: 'meta.sent_at', kind: 'time', readOnly: true, nullable: true },
    createdAt: { wire: 'created_at', kind: 'time', readOnly: true },
  },
  timestamps: { created: 'createdAt' },
  filters: { color: (record, value) => record.color === value },
  sort: signedSortParam('sort', { text: 'text', created_at: 'createdAt' }),
  lifecycle: {
    field: 'state',
    initial: 'draft',
    transitions: { draft: ['sent', 'discarded'], sent: ['read'] },
    progressions: [
      { from: 'sent', to: (record) => (String(record.text).includes('fail') ? 'failed' : 'delivered'), afterMs: 100 },
      { from: 'delivered', to: 'read', afterMs: 100 },
    ],
    onEnter: { sent: (record, at) => { record.sentAt = at; } },
  },
  events: { created: 'note.created', deleted: 'note.deleted', entered: { read: 'note.read', failed: 'note.failed' } },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.text === 'forbidden') throw fail.forbidden('This text may not be written', { field: 'text' });
      const maxLength = switchValue<number>(ctx.tenant, 'short_notes');
      if (maxLength !== undefined && String(record.text).length > maxLength) throw fail.validation(`Notes are at most ${maxLength} characters today`, { field: 'text' });
    },
    // The notebook names its newest note once the note is stored, and forgets it once it is gone.
    afterCreate(record, ctx) {
      const notebook = ctx.tenant.table('notebooks').get(String(record.notebookId));
      if (notebook && ctx.tenant.table('notes').has(record.id)) notebook.lastNote = record.id;
    },
    afterDelete(record, ctx) {
      const notebook = ctx.tenant.table('notebooks').get(String(record.notebookId));
      if (notebook?.lastNote === record.id && !ctx.tenant.table('notes').has(record.id)) notebook.lastNote = null;
    },
  },
});

export const toyPlatform = definePlatform<ToyAccount>({
  id: 'toy',
  dialect,
  accounts: TOY_ACCOUNTS,
  resources: [notebooks, notes],
  switches: { short_notes: { description: 'notes longer than the value (a whole number) are refused', accepts: (value) => Number.isInteger(value) } },
  seed({ put, faker, now, account }) {
    put('notebooks', { id: 'nb_main', title: `${account.id} notebook`, renames: 0 });
    for (let i = 0; i < 5; i++) {
      put('notes', { id: `seed_${i}`, notebookId: 'nb_main', text: faker.lorem.word(), color: i % 2 ? 'red' : 'blue', state: 'draft', createdAt: now - (5 - i) * 1000 });
    }
  },
  routes(app, kit) {
    // A download answered as a stream: the notebook's title, `times` lines of it.
    app.get('/v1/notebooks/:id/download', kit.handler((ctx) => {
      const notebook = ctx.tenant.table('notebooks').get(ctx.request.params.id ?? '');
      if (!notebook) throw fail.notFound('No such notebook');
      const times = Number(ctx.request.query.get('times') ?? '1');
      return { status: 200, contentType: 'text/plain', body: Readable.from(Array.from({ length: times }, () => `${String(notebook.title)}\n`)) };
    }));
    // An answer read from a stream as it is sent (a platform's file download).
    app.get('/v1/notebooks/:notebook/export', kit.handler((ctx) => ({
      status: 200,
      contentType: 'text/plain',
      body: Readable.from(ctx.tenant.table('notes').all().map((note) => `${String(note.text)}\n`)),
    })));
  },
  webhooks(event, subscriptions) {
    return subscriptions
      .filter((subscription) => !subscription.events || subscription.events.includes(event.type))
      .map((subscription) => ({ url: subscription.url, secret: subscription.secret, body: { topic: event.type, id: event.record.id } }));
  },
});
