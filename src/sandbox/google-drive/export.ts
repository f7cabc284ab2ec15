/**
 * files.export (https://developers.google.com/drive/api/reference/rest/v3/files/export):
 * a Google Docs editors file in another format. The emulator makes plain
 * text, Markdown, HTML and PDF of a Doc, CSV and TSV of a Sheet, from the
 * text the file holds; the office formats Drive also lists are refused with
 * Drive's 400 for an unsupported conversion (a shortcut, named in the README).
 */
import { fail, type Answer, type StoredRecord } from '../framework/kit/index.js';
import { EXPORT_FORMATS, MADE_EXPORTS, isGoogleType } from './mime-types.js';
import { onePagePdf } from '../framework/seed-files.js';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function render(text: string, mimeType: string, title: string): Buffer {
  switch (mimeType) {
    case 'text/html':
      return Buffer.from(`<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"><title>${escapeHtml(title)}</title></head><body>${text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`, 'utf8');
    case 'application/pdf':
      return onePagePdf(text.split('\n')[0] || title);
    case 'text/tab-separated-values':
      return Buffer.from(text.replace(/,/g, '\t'), 'utf8');
    default:
      return Buffer.from(text, 'utf8');
  }
}

export function exportFile(record: StoredRecord, mimeType: string | null): Answer {
  if (!mimeType) throw fail.validation('Required parameter: mimeType', { field: 'mimeType', code: 'required' });
  if (!isGoogleType(record.mimeType)) throw fail.forbidden('Export only supports Docs Editors files.', { code: 'fileNotExportable' });
  const formats = EXPORT_FORMATS[String(record.mimeType)] ?? [];
  if (!formats.includes(mimeType) || !MADE_EXPORTS.has(mimeType)) throw fail.validation('The requested conversion is not supported.', { field: 'mimeType', code: 'badRequest' });
  const body = render(String(record.docText ?? ''), mimeType, String(record.name ?? ''));
  const charset = mimeType.startsWith('text/') ? '; charset=utf-8' : '';
  return { status: 200, contentType: `${mimeType}${charset}`, headers: { 'content-length': String(body.length) }, body };
}
