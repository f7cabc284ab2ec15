/**
 * Asana accounts of the emulator: each is one Asana user's world (the person
 * a personal access token or an OAuth grant acts for) with one workspace.
 * The demo account's gids are fixed, because the sandbox's demo connection
 * names its workspace; everything else is generated from the seeded Faker.
 */
import type { Account } from '../framework/kit/index.js';

export interface AsanaAccount extends Account {
  /** Personal access token, in Asana's "2/{user gid}/{token gid}:{secret}" shape. */
  token: string;
  /** The user the token acts for (GET /users/me). */
  userGid: string;
  userName: string;
  userEmail: string;
  workspaceGid: string;
  workspaceName: string;
}

export const ASANA_DEMO_ACCOUNT: AsanaAccount = {
  id: 'asana-demo',
  token: '2/1208000000000001/1208000000009001:5f1d3c8a9b2e4f60a7c1d2e3f4a5b6c7',
  userGid: '1208000000000001',
  userName: 'Dana Whitfield',
  userEmail: 'dana.whitfield@acme-demo.example',
  workspaceGid: '1208000000000100',
  workspaceName: 'Acme Demo',
};

/** A second account, so tests can show that one token never sees another's records. */
export const ASANA_OTHER_ACCOUNT: AsanaAccount = {
  id: 'asana-other',
  token: '2/1209000000000001/1209000000009001:0a9b8c7d6e5f40312a3b4c5d6e7f8091',
  userGid: '1209000000000001',
  userName: 'Sam Okafor',
  userEmail: 'sam.okafor@globex.example',
  workspaceGid: '1209000000000100',
  workspaceName: 'Globex',
};

export const ASANA_ACCOUNTS: readonly AsanaAccount[] = [ASANA_DEMO_ACCOUNT, ASANA_OTHER_ACCOUNT];
