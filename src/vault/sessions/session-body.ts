/**
 * The body of `POST /vault/sessions` (reference `Session` schema) and the
 * settings a session keeps, with the reference API's defaults filled in.
 */
import { Type, type Static } from 'typebox';
import { ConsumerMetadata } from '../consumers-routes.js';
import { DEFAULT_SESSION_LENGTH } from './session-length.js';

/** The reference API's unified API ids; the page shows the ones this service serves. */
const UNIFIED_API_IDS = [
  'accounting', 'ats', 'calendar', 'crm', 'csp', 'customer-support', 'ecommerce', 'email', 'email-marketing',
  'expense-management', 'file-storage', 'form', 'hris', 'lead', 'payroll', 'pos', 'procurement', 'project-management',
  'script', 'sms', 'spreadsheet', 'subscription-analytics', 'team-messaging', 'issue-tracking', 'time-registration',
  'transactional-email', 'vault', 'data-warehouse',
] as const;

export const SESSION_ACTIONS = ['delete', 'disconnect', 'reauthorize', 'disable'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** Absolute http(s) only: the page renders it as a link, so `javascript:` and friends never get there. */
const HttpUrl = Type.String({ maxLength: 2048, format: 'uri', pattern: '^https?://' });
const HexColor = Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' });
const Flag = Type.Optional(Type.Boolean());

/** A plain `enum`, so a wrong value is reported with the allowed ones listed. */
function oneOf<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}

const SessionSettingsInput = Type.Object(
  {
    unified_apis: Type.Optional(Type.Array(oneOf(UNIFIED_API_IDS), { maxItems: 50 })),
    hide_resource_settings: Flag,
    sandbox_mode: Flag,
    isolation_mode: Flag,
    // The shape is declared so the documents (and the mock server) show it; the range (1m to 1w) is checked by session-length.ts.
    session_length: Type.Optional(
      Type.String({ pattern: '^\\d{1,6}[mhdw]$', description: 'How long the session lasts: a count and m, h, d or w, from 1m to 1w (default 1h).', example: '30m' }),
    ),
    show_logs: Flag,
    show_suggestions: Flag,
    show_sidebar: Flag,
    auto_redirect: Flag,
    hide_guides: Flag,
    allow_actions: Type.Optional(Type.Array(oneOf(SESSION_ACTIONS), { maxItems: 4 })),
  },
  { additionalProperties: false },
);

const SessionTheme = Type.Object(
  {
    favicon: Type.Optional(Type.String({ maxLength: 2048 })),
    logo: Type.Optional(Type.String({ maxLength: 2048 })),
    primary_color: Type.Optional(HexColor),
    sidepanel_background_color: Type.Optional(HexColor),
    sidepanel_text_color: Type.Optional(HexColor),
    vault_name: Type.Optional(Type.String({ maxLength: 100 })),
    privacy_url: Type.Optional(HttpUrl),
    terms_url: Type.Optional(HttpUrl),
  },
  { additionalProperties: false },
);

export const SessionBody = Type.Object(
  {
    consumer_metadata: Type.Optional(ConsumerMetadata),
    redirect_uri: Type.Optional(HttpUrl),
    settings: Type.Optional(SessionSettingsInput),
    theme: Type.Optional(SessionTheme),
    custom_consumer_settings: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 100 })),
  },
  { additionalProperties: false },
);

export type SessionBody = Static<typeof SessionBody>;
export type SessionTheme = Static<typeof SessionTheme>;

/** Settings as stored with the session: every reference field, defaults applied. */
export interface SessionSettings {
  /** Empty: every unified API. */
  unified_apis: string[];
  hide_resource_settings: boolean;
  sandbox_mode: boolean;
  isolation_mode: boolean;
  session_length: string;
  show_logs: boolean;
  show_suggestions: boolean;
  show_sidebar: boolean;
  auto_redirect: boolean;
  hide_guides: boolean;
  allow_actions: SessionAction[];
  custom_consumer_settings: Record<string, unknown>;
}

export function sessionSettings(body: SessionBody): SessionSettings {
  const input = body.settings ?? {};
  return {
    unified_apis: [...new Set(input.unified_apis ?? [])],
    hide_resource_settings: input.hide_resource_settings ?? false,
    sandbox_mode: input.sandbox_mode ?? false,
    isolation_mode: input.isolation_mode ?? false,
    session_length: input.session_length ?? DEFAULT_SESSION_LENGTH,
    show_logs: input.show_logs ?? true,
    show_suggestions: input.show_suggestions ?? false,
    show_sidebar: input.show_sidebar ?? true,
    auto_redirect: input.auto_redirect ?? false,
    hide_guides: input.hide_guides ?? false,
    // The reference API shows every action unless told otherwise; an empty list hides them all.
    allow_actions: [...new Set(input.allow_actions ?? SESSION_ACTIONS)],
    custom_consumer_settings: body.custom_consumer_settings ?? {},
  };
}
