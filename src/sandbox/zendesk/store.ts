/**
 * Everything one emulator instance knows: users, organizations, and the
 * credentials that are accepted. Each `start()` builds its own store from the
 * deterministic seed, so instances never share state.
 */
import { ZENDESK_DEMO_ACCOUNT } from './demo-account.js';
import { OrganizationStore } from './organization-store.js';
import { seedAccount } from './seed.js';
import type { ZendeskUserRecord } from './types.js';
import { UserStore } from './user-store.js';

export class ZendeskStore {
  readonly users: UserStore;
  readonly organizations: OrganizationStore;
  /** Zendesk API tokens are account-wide: any agent email may pair with one. */
  private readonly apiTokens = new Set<string>([ZENDESK_DEMO_ACCOUNT.apiToken]);
  /** OAuth access token → id of the user it was granted to. */
  private readonly bearerTokens = new Map<string, number>();

  constructor() {
    const seed = seedAccount();
    this.organizations = new OrganizationStore(seed.organizations);
    this.users = new UserStore(seed.users, this.organizations);
    const demo = this.users.findByEmail(ZENDESK_DEMO_ACCOUNT.email);
    if (!demo) throw new Error('Zendesk seed lost the demo agent');
    this.bearerTokens.set(ZENDESK_DEMO_ACCOUNT.oauthAccessToken, demo.id);
  }

  /** The seeded admin the demo credentials stand for. */
  get demoAgent(): ZendeskUserRecord {
    return this.users.findByEmail(ZENDESK_DEMO_ACCOUNT.email) as ZendeskUserRecord;
  }

  /**
   * Accepts a further OAuth access token, as the (later) OAuth token endpoint
   * will when it grants one. Defaults to the demo agent.
   */
  registerAccessToken(token: string, userId: number = this.demoAgent.id): void {
    this.bearerTokens.set(token, userId);
  }

  revokeAccessToken(token: string): void {
    this.bearerTokens.delete(token);
  }

  isApiToken(token: string): boolean {
    return this.apiTokens.has(token);
  }

  /** The user an OAuth access token was granted to, if the token is known. */
  userForAccessToken(token: string): ZendeskUserRecord | undefined {
    const id = this.bearerTokens.get(token);
    return id === undefined ? undefined : this.users.get(id);
  }
}
