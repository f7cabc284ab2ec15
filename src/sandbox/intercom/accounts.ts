/**
 * Intercom workspaces the emulator serves. A workspace ("app") is the tenant;
 * its Developer Hub access token authenticates as the admin who owns the app.
 * The first is the sandbox's demo workspace; the second exists so tests can
 * show that one workspace never sees another's contacts.
 */
import type { Account } from '../framework/kit/index.js';

export interface IntercomAccount extends Account {
  /** The Developer Hub access token (Intercom's are base64 of "tok:<uuid>:1:0"). */
  accessToken: string;
  adminId: string;
  adminName: string;
  adminEmail: string;
  workspaceName: string;
}

export const INTERCOM_DEMO_ACCOUNT: IntercomAccount = {
  id: 'ecahpwf5',
  accessToken: Buffer.from('tok:6f1c2a9e_4b7d_4e21_9c3a_5d8e7f1a2b3c:1:0').toString('base64'),
  adminId: '7411208',
  adminName: 'Robin Ortega',
  adminEmail: 'robin.ortega@acme-demo.example',
  workspaceName: 'Acme Demo',
};

export const INTERCOM_OTHER_ACCOUNT: IntercomAccount = {
  id: 'q2x9l7mb',
  accessToken: Buffer.from('tok:0a9b8c7d_6e5f_4a3b_2c1d_0e9f8a7b6c5d:1:0').toString('base64'),
  adminId: '7411999',
  adminName: 'Sam Weller',
  adminEmail: 'sam.weller@other-demo.example',
  workspaceName: 'Other Demo',
};

export const INTERCOM_ACCOUNTS: readonly IntercomAccount[] = [INTERCOM_DEMO_ACCOUNT, INTERCOM_OTHER_ACCOUNT];
