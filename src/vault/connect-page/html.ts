/**
 * HTML building with escaping by default: every value interpolated into the
 * `html` template is escaped unless it is itself built by `html` (or
 * explicitly marked `trusted`). A connector name, a consumer's account name or
 * a theme string can therefore never inject markup.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Interpolated = SafeHtml | string | number | boolean | null | undefined | readonly Interpolated[];

export function escapeHtml(text: string): string {
  // Attributes are always quoted, so these five are all that can break out.
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function render(value: Interpolated): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup produced by the service itself (an SVG built from constants); never for request data. */
export function trusted(text: string): SafeHtml {
  return new SafeHtml(text);
}
