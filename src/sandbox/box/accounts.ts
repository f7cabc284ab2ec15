/**
 * Box enterprises the emulator serves. An enterprise is the tenant: its
 * tokens reach only its folder tree. Each has one user, the one who consents
 * on the OAuth page and owns every item (Box's managed users and
 * collaborations are not emulated). The first is the sandbox's demo; the
 * second exists so tests can show one enterprise's token never reaches another's.
 */
import type { Account } from '../framework/kit/index.js';

export interface BoxUser {
  /** Box user ids are numeric strings. */
  id: string;
  name: string;
  login: string;
}

export interface BoxAccount extends Account {
  enterpriseId: string;
  enterpriseName: string;
  user: BoxUser;
  /** A developer token of this user (Box's developer console hands one out for an hour; the sandbox's never expires). */
  sandboxAccessToken: string;
}

/**
 * The id of an enterprise's seeded "Welcome to Box.txt": outside the item
 * sequence (which starts at the enterprise id followed by 00001), so the
 * banner can print a download that works on every fresh start.
 */
export const welcomeFileIdOf = (account: Pick<BoxAccount, 'enterpriseId'>): string => `${account.enterpriseId}00000`;

export const BOX_DEMO_ACCOUNT: BoxAccount = {
  id: 'box-demo',
  enterpriseId: '11446498',
  enterpriseName: 'Acme Demo Files',
  user: { id: '17738362', name: 'Robin Hale', login: 'robin.hale@acme-demo.example' },
  sandboxAccessToken: 'box_sandbox_demo_T8kq2Lw9Zr4Vx7Nc1Bm5Hs3Jd6Fg0Pa',
};

export const BOX_OTHER_ACCOUNT: BoxAccount = {
  id: 'box-other',
  enterpriseId: '22557609',
  enterpriseName: 'Globex Storage',
  user: { id: '28849473', name: 'Kim Osei', login: 'kim.osei@globex.example' },
  sandboxAccessToken: 'box_sandbox_other_Q3wE7rT1yU5iO9pA2sD6fG0hJ4kL8zX',
};

export const BOX_ACCOUNTS: readonly BoxAccount[] = [BOX_DEMO_ACCOUNT, BOX_OTHER_ACCOUNT];
