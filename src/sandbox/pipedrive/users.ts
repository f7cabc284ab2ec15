/**
 * Users, API v1 (https://developers.pipedrive.com/docs/api/v1/Users): the
 * people with access to the company. GET /v1/users answers every user at
 * once (no paging), GET /v1/users/{id} one, and GET /v1/users/me the user the
 * token acts for, with the company it belongs to (routes.ts). `is_you` says
 * whether a user is the caller. Times are "YYYY-MM-DD HH:MM:SS" (UTC).
 */
import { defineResource } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { V1, v1Time } from './dialect.js';
import { numericIds, WHOLE_LIST } from './records.js';

export const users = defineResource<PipedriveAccount>({
  name: 'users',
  labels: { api: 'v1', paged: 'no' },
  routes: { list: `GET ${V1}/users`, get: `GET ${V1}/users/:id` },
  newId: numericIds('users'),
  paging: WHOLE_LIST,
  fields: {
    id: { kind: 'integer', readOnly: true, format: Number },
    name: { kind: 'string' },
    default_currency: { kind: 'string' },
    locale: { kind: 'string' },
    lang: { kind: 'integer' },
    email: { kind: 'string' },
    phone: { kind: 'string' },
    activated: { kind: 'boolean' },
    last_login: { kind: 'time', format: v1Time },
    created: { kind: 'time', format: v1Time },
    modified: { kind: 'time', format: v1Time },
    has_created_company: { kind: 'boolean' },
    is_admin: { kind: 'integer' },
    active_flag: { kind: 'boolean' },
    timezone_name: { kind: 'string' },
    timezone_offset: { kind: 'string' },
    role_id: { kind: 'integer' },
    icon_url: { kind: 'string' },
  },
  hooks: {
    present: (wire, record, ctx) => ({ ...wire, is_you: Number(record.id) === ctx.account.userId }),
  },
});
