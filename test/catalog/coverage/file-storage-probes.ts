/** Coverage probes of the File Storage API: a file uploaded, a folder made, a session opened, and the folder filter. */
import type { ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

export const FILE_STORAGE_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'file-storage/files': {
    create: (unique) => ({ name: `coverage-${unique}.bin`, parent_folder_id: 'root', description: 'Uploaded by the coverage test' }),
    update: (_target, unique) => ({ name: `coverage-renamed-${unique}.bin` }),
    file: { bytes: Buffer.concat([Buffer.from('coverage '), Buffer.from([0, 10, 13, 128, 255])]), contentType: 'application/octet-stream' },
    filters: {
      folder_id: {
        // The list without a filter is the root's: every record is in it, so no value splits them (`shared` shows the filter at work).
        pick: () => undefined,
        matches: (record: Json, value: string) => record.parent_folder_id === value,
        shared: (records: readonly Json[]) => (records.length > 0 ? String(records[0]!.parent_folder_id) : undefined),
      },
    },
  },
  'file-storage/folders': {
    create: (unique) => ({ name: `Coverage ${unique}`, parent_folder_id: 'root' }),
    update: (_target, unique) => ({ name: `Coverage renamed ${unique}`, description: 'Renamed by the coverage test' }),
    filters: {},
  },
  'file-storage/upload-sessions': {
    // Box's sessions start at 20 MB.
    create: (unique) => ({ name: `coverage-${unique}.bin`, parent_folder_id: 'root', size: 25_000_000 }),
    // A new session has received no part: its range is empty (test/connectors/box.integration.test.ts reads it filled).
    unseenFields: ['uploaded_byte_range'],
    filters: {},
  },
  'file-storage/shared-links': {
    // A link on a file of the root (the list of the files resource): platforms keep one link an item, named after it.
    related: ['/file-storage/files'],
    create: (_unique, _listed, related) => ({ target_id: related['/file-storage/files']?.find((item: Json) => item.type === 'file')?.id ?? 'no-file', scope: 'company' }),
    update: () => ({ scope: 'public' }),
    // The password is written, never read; the expiry is set at the platform only (read-only in the unified model).
    unseenFields: ['password', 'expires_at'],
    filters: {},
  },
  'file-storage/drives': { filters: {} },
  'file-storage/drive-groups': { filters: {} },
};
