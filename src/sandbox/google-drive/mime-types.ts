/**
 * Drive's own MIME types (https://developers.google.com/drive/api/guides/mime-types)
 * and what a Google Docs editors file exports to
 * (https://developers.google.com/drive/api/guides/ref-export-formats): the
 * emulator serves the text-like ones from the document's text and PDF as a
 * one-page document; the office formats are listed in `exportLinks` but
 * refused by export (named in the README as a shortcut).
 */
export const FOLDER = 'application/vnd.google-apps.folder';
export const GOOGLE_DOC = 'application/vnd.google-apps.document';
export const GOOGLE_SHEET = 'application/vnd.google-apps.spreadsheet';

export const isGoogleType = (mimeType: unknown): boolean => typeof mimeType === 'string' && mimeType.startsWith('application/vnd.google-apps.');

/** Export formats Drive lists per Google type (the first ones the emulator can make). */
export const EXPORT_FORMATS: Readonly<Record<string, readonly string[]>> = {
  [GOOGLE_DOC]: ['text/plain', 'text/html', 'text/markdown', 'application/pdf', 'application/rtf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text', 'application/epub+zip'],
  [GOOGLE_SHEET]: ['text/csv', 'application/pdf', 'text/tab-separated-values', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/x-vnd.oasis.opendocument.spreadsheet'],
};

/** The formats the emulator really makes. */
export const MADE_EXPORTS = new Set(['text/plain', 'text/html', 'text/markdown', 'application/pdf', 'text/csv', 'text/tab-separated-values']);

export function extensionOf(name: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1] : undefined;
}
