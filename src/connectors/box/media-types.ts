/** Box keeps no media type: a file's is read from its extension, for the common ones; others are unknown (null). */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', md: 'text/markdown', html: 'text/html', json: 'application/json', xml: 'application/xml',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', webp: 'image/webp',
  zip: 'application/zip', mp4: 'video/mp4', mp3: 'audio/mpeg', bin: 'application/octet-stream',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export function mediaTypeOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? null);
}
