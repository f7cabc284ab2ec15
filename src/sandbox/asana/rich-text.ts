/**
 * Asana keeps a plain and a rich form of every text (notes / html_notes,
 * text / html_text) and derives one from the other on write. Rich text is
 * Asana's XML subset, always wrapped in <body> (https://developers.asana.com/docs/rich-text).
 */
import { fail } from '../framework/kit/index.js';

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function textToRich(text: string): string {
  return `<body>${escapeXml(text)}</body>`;
}

export function richToText(html: string): string {
  return html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/?[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Refuses rich text Asana would refuse: not wrapped in <body>. */
export function checkRich(field: string, html: string): void {
  if (!/^<body>[\s\S]*<\/body>$/.test(html.trim())) throw fail.validation(`${field}: XML is invalid`, { field });
}

/**
 * Fills the other form of a text the write set: `plain` and `rich` are the
 * stored field names (notes / html_notes). Sending both is refused, as on Asana.
 */
export function syncText(values: Record<string, unknown>, plain: string, rich: string): void {
  const hasPlain = typeof values[plain] === 'string';
  const hasRich = typeof values[rich] === 'string';
  if (hasPlain && hasRich) throw fail.validation(`You may only provide one of ${plain} or ${rich}`, { field: rich });
  if (hasRich) {
    checkRich(rich, values[rich] as string);
    values[plain] = richToText(values[rich] as string);
  } else if (hasPlain) {
    values[rich] = textToRich(values[plain] as string);
  }
}
