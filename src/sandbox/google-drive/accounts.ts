/**
 * Google accounts the emulator serves. An account is the tenant: its My
 * Drive, the shared drives it belongs to, and every token issued for it
 * reach only its files. The first is the sandbox's demo; the second exists
 * so tests can show one account's token never reaches another's files.
 */
import type { Account } from '../framework/kit/index.js';

export interface GoogleDriveAccount extends Account {
  /** The signed-in user: owner of every file of My Drive. */
  user: { displayName: string; emailAddress: string; permissionId: string };
  /** Id of the My Drive root folder (what the alias `root` names). */
  rootFolderId: string;
  /** A ready access token for the sandbox's demo connection (what an authorization code exchange would give). */
  sandboxAccessToken: string;
}

export const GOOGLE_DRIVE_DEMO_ACCOUNT: GoogleDriveAccount = {
  id: 'google-drive-demo',
  user: { displayName: 'Robin Demo', emailAddress: 'robin.demo@acme-demo.example', permissionId: '04187361929475528591' },
  rootFolderId: '0AKd3mQnXzR1yUk9PVA',
  sandboxAccessToken: 'ya29.sandbox-demo-5c1e9a3f7b2d4e8a6c0f1b3d5e7a9c2f',
};

export const GOOGLE_DRIVE_OTHER_ACCOUNT: GoogleDriveAccount = {
  id: 'google-drive-other',
  user: { displayName: 'Kai Other', emailAddress: 'kai.other@globex.example', permissionId: '09911273645501827364' },
  rootFolderId: '0APq7tLmWvB2sUk9PVA',
  sandboxAccessToken: 'ya29.sandbox-other-8d6b4f2a0e9c7a5f3d1b8e6c4a2f0d9b',
};

export const GOOGLE_DRIVE_ACCOUNTS: readonly GoogleDriveAccount[] = [GOOGLE_DRIVE_DEMO_ACCOUNT, GOOGLE_DRIVE_OTHER_ACCOUNT];
