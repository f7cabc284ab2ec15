/** Coverage probes of the File Storage API: a file uploaded, a folder made, a session opened, a link and a drive made, and the files list's filters. */
import { splitting, text } from './probe-values.js';
import type { ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

const DRIVES = '/file-storage/drives';
const ROOT_FILES = '/file-storage/files?filter[folder_id]=root';

/**
 * Whether an item lies under a folder: its parents name it, or its direct
 * parent does, followed through `among` (the records of the same answer)
 * where a platform names only the direct parent.
 */
function under(record: Json, folderId: string, among: readonly Json[] = []): boolean {
  const byId = new Map(among.map((item) => [item.id, item] as const));
  const seen = new Set<string>();
  for (let item: Json | undefined = record; item && !seen.has(item.id); item = byId.get(item.parent_folder_id)) {
    seen.add(item.id);
    if (item.parent_folder_id === folderId || (item.parent_folders ?? []).some((folder: Json) => folder.id === folderId)) return true;
  }
  return false;
}

/** The connection's own user: the owner of the root folder's items. */
const ownUsers = (related?: Readonly<Record<string, Json[]>>) => new Set((related?.[ROOT_FILES] ?? []).map((item) => item.owner?.id).filter(Boolean));

export const FILE_STORAGE_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'file-storage/files': {
    create: (unique) => ({ name: `coverage-${unique}.bin`, parent_folder_id: 'root', description: 'Uploaded by the coverage test' }),
    update: (_target, unique) => ({ name: `coverage-renamed-${unique}.bin` }),
    file: { bytes: Buffer.concat([Buffer.from('coverage '), Buffer.from([0, 10, 13, 128, 255])]), contentType: 'application/octet-stream' },
    // Drives to filter by, and the root's items (whose owner is the connection's user).
    related: [DRIVES, ROOT_FILES],
    filters: {
      folder_id: {
        // Where the list without a filter is the root's, every record is in it and no value splits them (`shared` shows the filter at work).
        pick: (records) => splitting(records, (record) => text(record.parent_folder_id)),
        matches: (record: Json, value: string) => record.parent_folder_id === value,
        shared: (records: readonly Json[]) => (records.length > 0 ? String(records[0]!.parent_folder_id) : undefined),
      },
      drive_id: {
        // Records do not name their drive: an item is in one when its parents lead to the drive's root, whose id is the drive's (Google Drive's shared drives).
        pick: (_records, related) => related?.[DRIVES]?.[0]?.id,
        matches: (record, value, _related, among) => under(record, value, among),
      },
      shared: {
        // Items others shared with the connection's user: owned by someone else.
        pick: (records, related) => (records.some((record) => record.owner?.id && !ownUsers(related).has(record.owner.id)) ? 'true' : undefined),
        matches: (record, value, related) => (value === 'true') === Boolean(record.owner?.id && !ownUsers(related).has(record.owner.id)),
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
    // A link to a file of the root folder, for anyone; then for the company.
    related: [ROOT_FILES],
    create: (_unique, _listed, related) => ({ target_id: (related[ROOT_FILES] ?? []).find((item) => item.type === 'file')?.id ?? 'root', scope: 'public' }),
    update: () => ({ scope: 'company' }),
    // Box takes a password (written, never read) and reads an expiry set in Box only (read-only in the unified model).
    unseenFields: ['password', 'expires_at'],
    filters: {},
  },
  'file-storage/drives': {
    create: (unique) => ({ name: `Coverage ${unique}` }),
    update: (_target, unique) => ({ name: `Coverage renamed ${unique}` }),
    filters: {},
  },
  'file-storage/drive-groups': { filters: {} },
};
