/**
 * The credentials form, generated from the connector's setting fields: one
 * labelled input per field with its hint, the browser's own checks (required,
 * length, pattern) where they agree with the server's, and the server's
 * answer shown next to the field it concerns. Saved secrets are never sent
 * back to the browser: their input stays empty, and empty keeps them.
 */
import type { SettingField } from '../../connectors/framework/settings.js';
import { SECRET_MASK } from '../connection-settings.js';
import type { PageConnection } from './connection-state.js';
import { html, type SafeHtml } from './html.js';

/** Prefix of field names in the posted form, so no setting id can collide with `csrf`. */
export const FIELD_PREFIX = 'settings.';

export interface FormFeedback {
  /** Values the consumer typed, shown again after a refusal (secret ones never are). */
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  /** A refusal that concerns the form as a whole (e.g. the platform rejected the credentials). */
  error?: { title: string; message: string } | undefined;
}

export interface FormSpec {
  connection: PageConnection;
  fields: readonly SettingField[];
  action: string;
  csrf: string;
  submitLabel: string;
  /** Distinguishes two forms on one page (ids must be unique). */
  idPrefix: string;
  feedback?: FormFeedback | undefined;
}

const INPUT_TYPES: Record<SettingField['type'], string> = { text: 'text', password: 'password', email: 'email', url: 'url' };

/** A pattern goes to the browser only if the browser's regex flavour (the `v` flag) reads it the same. */
function browserPattern(pattern: string | undefined): string | undefined {
  if (pattern === undefined) return undefined;
  try {
    new RegExp(pattern, 'v');
    return pattern;
  } catch {
    return undefined;
  }
}

function input(spec: FormSpec, field: SettingField, autofocus: boolean): SafeHtml {
  const id = `${spec.idPrefix}-${field.id}`;
  const saved = spec.connection.settings[field.id];
  // A secret the platform refused is no secret worth keeping: it must be entered again.
  const secretSaved = field.sensitive && saved === SECRET_MASK && spec.connection.state !== 'invalid';
  const value = field.sensitive ? '' : (spec.feedback?.values?.[field.id] ?? saved ?? '');
  const error = spec.feedback?.fieldErrors?.[field.id];
  const hint = secretSaved ? `${field.description ? `${field.description} ` : ''}A value is saved; leave empty to keep it.` : field.description;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const required = field.required && !secretSaved;
  return html`<div class="field">
<label for="${id}">${field.label}${required ? html`<span class="req" aria-hidden="true">*</span>` : ''}</label>
<input id="${id}" name="${FIELD_PREFIX}${field.id}" type="${INPUT_TYPES[field.type]}" value="${value}"
 autocomplete="off" spellcheck="false"${required ? html` required` : ''}${field.maxLength ? html` maxlength="${field.maxLength}"` : ''}
${browserPattern(field.pattern) ? html` pattern="${browserPattern(field.pattern)}"` : ''}${field.placeholder && !secretSaved ? html` placeholder="${field.placeholder}"` : ''}
${secretSaved ? html` placeholder="••••••••  (saved)"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}${autofocus ? html` autofocus` : ''}>
${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}
</div>`;
}

export function settingsForm(spec: FormSpec): SafeHtml {
  const feedback = spec.feedback;
  const firstInvalid = spec.fields.find((field) => feedback?.fieldErrors?.[field.id])?.id;
  // After a refusal, focus lands where the fix most likely is: the first wrong field, else the first secret.
  const focusId = firstInvalid ?? (feedback?.error ? (spec.fields.find((field) => field.sensitive) ?? spec.fields[0])?.id : undefined);
  return html`<form class="form" method="post" action="${spec.action}">
<input type="hidden" name="csrf" value="${spec.csrf}">
${feedback?.error ? html`<div class="callout callout-bad" role="alert"><div class="callout-text"><strong>${feedback.error.title}</strong><p>${feedback.error.message}</p></div></div>` : ''}
${spec.fields.map((field) => input(spec, field, field.id === focusId))}
<div class="actions-row"><button class="button button-primary" type="submit">${spec.submitLabel}</button></div>
</form>`;
}

/** The setting values of a posted form: only known fields; an empty secret means "keep the saved one". */
export function postedSettings(fields: readonly SettingField[], body: Record<string, unknown>): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const field of fields) {
    const raw = body[`${FIELD_PREFIX}${field.id}`];
    if (typeof raw !== 'string') continue;
    // Pasted credentials often carry a stray space or line break; none of them is meaningful.
    const value = raw.trim();
    if (field.sensitive && value === '') continue;
    settings[field.id] = value;
  }
  return settings;
}

/**
 * Per-field messages from the vault's refusal of a settings patch (detail.settings
 * names each refused id), in words for people rather than regular expressions.
 */
export function refusedFields(detail: unknown, fields: readonly SettingField[]): Record<string, string> | undefined {
  const problems = (detail as { settings?: unknown } | undefined)?.settings;
  if (typeof problems !== 'object' || problems === null) return undefined;
  const messages: Record<string, string> = {};
  for (const [id, problem] of Object.entries(problems as Record<string, unknown>)) {
    const field = fields.find((candidate) => candidate.id === id);
    if (!field || typeof problem !== 'string') continue;
    messages[id] = problem.startsWith('does not have the expected format')
      ? `This is not a valid ${field.label}: check it and try again.`
      : `${problem[0]?.toUpperCase() ?? ''}${problem.slice(1)}.`;
  }
  return Object.keys(messages).length > 0 ? messages : undefined;
}
