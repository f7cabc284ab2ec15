/**
 * Each account's starting drive: folders three deep, files of several types
 * (text, Markdown, CSV, PDF, PNG), a 5 MiB binary made block by block, a
 * Google Doc and a Sheet that only export, a trashed file, shared links
 * (`anyoneWithLink`) and a colleague's access, and two shared drives with
 * their own folders and files. Bytes come from seed-content.ts, stored nowhere.
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import { driveRootFolder } from './drives.js';
import { newDriveItemId } from './files.js';
import { FOLDER, GOOGLE_DOC, GOOGLE_SHEET } from './mime-types.js';
import { seededDigests } from './seed-content.js';

export const LARGE_SEED_BYTES = 5 * 1024 * 1024;

const DAY = 86_400_000;

interface Item {
  name: string;
  mimeType: string;
  content?: string;
  docText?: string;
  trashed?: boolean;
  starred?: boolean;
  description?: string;
  children?: Item[];
  /** Shared links and collaborators. */
  share?: { type: 'anyone' | 'user'; role: string; emailAddress?: string }[];
}

const DEMO_TREE: Item[] = [
  { name: 'README.txt', mimeType: 'text/plain', content: 'readme', starred: true },
  { name: 'old-draft.txt', mimeType: 'text/plain', content: 'notes', trashed: true },
  {
    name: 'Projects', mimeType: FOLDER, children: [
      {
        name: 'Planning', mimeType: FOLDER, share: [{ type: 'user', role: 'writer', emailAddress: 'sam.okafor@acme-demo.example' }], children: [
          { name: 'notes.md', mimeType: 'text/markdown', content: 'notes' },
          { name: 'Quarterly plan', mimeType: GOOGLE_DOC, description: 'Plan for the next quarter', docText: 'Quarterly plan\n\nGoals: ship the file storage API.\nOwners: Robin, Sam.', share: [{ type: 'anyone', role: 'reader' }] },
          { name: '2026', mimeType: FOLDER, children: [
            { name: 'dataset-5mb.bin', mimeType: 'application/octet-stream', content: `large-${LARGE_SEED_BYTES}` },
          ] },
        ],
      },
    ],
  },
  {
    name: 'Finance', mimeType: FOLDER, children: [
      { name: 'Invoice INV-2041.pdf', mimeType: 'application/pdf', content: 'invoice-pdf', share: [{ type: 'anyone', role: 'reader' }] },
      { name: 'budget.csv', mimeType: 'text/csv', content: 'budget-csv' },
      { name: 'Budget 2026', mimeType: GOOGLE_SHEET, docText: 'month,spend\n2026-01,1200\n2026-02,980\n' },
    ],
  },
  { name: 'Photos', mimeType: FOLDER, children: [{ name: 'logo.png', mimeType: 'image/png', content: 'logo-png' }] },
];

/** Two shared drives, each with items, so a drive filter has drives to tell apart. */
const SHARED_DRIVES: { name: string; requestId: string; colorRgb: string; tree: Item[] }[] = [
  {
    name: 'Acme Shared', requestId: 'seed-acme-shared', colorRgb: '#1a73e8', tree: [
      { name: 'Contracts', mimeType: FOLDER, children: [{ name: 'Services agreement.pdf', mimeType: 'application/pdf', content: 'contract-pdf' }] },
    ],
  },
  {
    name: 'Design Team', requestId: 'seed-design-team', colorRgb: '#0f9d58', tree: [
      { name: 'brand-guide.md', mimeType: 'text/markdown', content: 'notes' },
      { name: 'Assets', mimeType: FOLDER, children: [{ name: 'banner.png', mimeType: 'image/png', content: 'logo-png' }] },
    ],
  },
];

/** A colleague's file shared with the demo user: it sits in no folder of the user's, and shows in "shared with me". */
const SHARED_WITH_ME = { name: 'Offsite agenda.txt', content: 'notes', owner: { displayName: 'Sam Okafor', emailAddress: 'sam.okafor@acme-demo.example', permissionId: '13579246801357924680' } };

const OTHER_TREE: Item[] = [
  { name: 'Globex', mimeType: FOLDER, children: [{ name: 'welcome.txt', mimeType: 'text/plain', content: 'readme' }] },
];

export function seedGoogleDrive(ctx: SeedContext<GoogleDriveAccount>): void {
  const { account, faker, now, put } = ctx;
  let age = 120;
  const stamp = () => now - (age -= 3) * DAY;
  const owner = account.user.emailAddress;
  const permission = (fileId: string, wireId: string, fields: Record<string, unknown>) => put('permissions', { id: `${wireId}:${fileId}`, fileId, deleted: false, ...fields });

  const plant = (items: readonly Item[], parentId: string, driveId: string | undefined) => {
    for (const item of items) {
      const at = stamp();
      const record: StoredRecord = {
        id: newDriveItemId(ctx),
        name: item.name,
        mimeType: item.mimeType,
        parents: [parentId],
        trashed: item.trashed ?? false,
        starred: item.starred ?? false,
        createdTime: at,
        modifiedTime: at,
        version: 1,
        isFolder: item.mimeType === FOLDER ? 0 : 1,
        ...(item.trashed ? { explicitlyTrashed: true, trashedTime: at } : {}),
        ...(item.description === undefined ? {} : { description: item.description }),
        ...(item.docText === undefined ? {} : { docText: item.docText }),
        ...(driveId === undefined ? { ownerEmail: owner } : { driveId }),
      };
      if (item.content !== undefined) {
        const digests = seededDigests(item.content);
        Object.assign(record, { contentRef: `seed:${item.content}`, size: digests.size, md5Checksum: digests.md5, sha256Checksum: digests.sha256, headRevisionId: `0B${digests.md5.slice(0, 20)}`, originalFilename: item.name });
      }
      put('files', record);
      if (driveId === undefined) permission(record.id, account.user.permissionId, { type: 'user', role: 'owner', emailAddress: owner, displayName: account.user.displayName });
      for (const share of item.share ?? []) {
        if (share.type === 'anyone') permission(record.id, 'anyoneWithLink', { type: 'anyone', role: share.role, allowFileDiscovery: false });
        else permission(record.id, faker.string.numeric(20), { type: 'user', role: share.role, emailAddress: share.emailAddress, displayName: share.emailAddress });
      }
      if (item.children) plant(item.children, record.id, driveId);
    }
  };

  put('files', { id: account.rootFolderId, name: 'My Drive', mimeType: FOLDER, parents: [], trashed: false, starred: false, createdTime: now - 400 * DAY, modifiedTime: now - 400 * DAY, version: 1, isFolder: 0, ownerEmail: owner });
  if (account.id === 'google-drive-demo') {
    plant(DEMO_TREE, account.rootFolderId, undefined);
    plantSharedWithMe(ctx, stamp());
    for (const [index, shared] of SHARED_DRIVES.entries()) {
      const drive = put('drives', { id: `0A${faker.string.alphanumeric(9)}Uk9PVA`, name: shared.name, hidden: false, createdTime: now - (200 - index * 20) * DAY, requestId: shared.requestId, colorRgb: shared.colorRgb });
      put('files', driveRootFolder(drive));
      plant(shared.tree, drive.id, drive.id);
    }
  } else {
    plant(OTHER_TREE, account.rootFolderId, undefined);
  }
}

function plantSharedWithMe(ctx: SeedContext<GoogleDriveAccount>, at: number): void {
  const { account, put } = ctx;
  const { name, content, owner } = SHARED_WITH_ME;
  const digests = seededDigests(content);
  const record = put('files', {
    id: newDriveItemId(ctx), name, mimeType: 'text/plain', parents: [], trashed: false, starred: false, createdTime: at, modifiedTime: at, version: 1, isFolder: 1,
    ownerEmail: owner.emailAddress, ownerName: owner.displayName, ownerPermissionId: owner.permissionId, sharedWithMeTime: at,
    contentRef: `seed:${content}`, size: digests.size, md5Checksum: digests.md5, sha256Checksum: digests.sha256, headRevisionId: `0B${digests.md5.slice(0, 20)}`, originalFilename: name,
  });
  put('permissions', { id: `${owner.permissionId}:${record.id}`, fileId: record.id, deleted: false, type: 'user', role: 'owner', emailAddress: owner.emailAddress, displayName: owner.displayName });
  put('permissions', { id: `${account.user.permissionId}:${record.id}`, fileId: record.id, deleted: false, type: 'user', role: 'reader', emailAddress: account.user.emailAddress, displayName: account.user.displayName });
}
