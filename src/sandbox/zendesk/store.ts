/**
 * Everything one emulator instance knows: users, organizations, and the
 * credentials that are accepted. Each `start()` builds its own store from the
 * deterministic seed, so instances never share state.
 */
import type { OAuthServer } from '../framework/oauth-server.js';
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
  /** The account's authorization server, for the tokens it issues (they expire and can be revoked there). */
  private issuer: Pick<OAuthServer, 'introspect' | 'revokeGrantOf'> | undefined;

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

  /** Accepts a further OAuth access token, granted outside the emulated OAuth flow. Defaults to the demo agent. */
  registerAccessToken(token: string, userId: number = this.demoAgent.id): void {
    this.bearerTokens.set(token, userId);
  }

  /** Accepts the access tokens of the account's authorization server, as long as it says they are live. */
  acceptIssuedTokens(issuer: Pick<OAuthServer, 'introspect' | 'revokeGrantOf'>): void {
    this.issuer = issuer;
  }

  /** Revokes an access token (and, for an issued one, the refresh token of its grant); false when unknown. */
  revokeAccessToken(token: string): boolean {
    return this.bearerTokens.delete(token) || (this.issuer?.revokeGrantOf(token) ?? false);
  }

  isApiToken(token: string): boolean {
    return this.apiTokens.has(token);
  }

  /** The user an OAuth access token was granted to, if the token is known. */
  userForAccessToken(token: string): ZendeskUserRecord | undefined {
    const subject = this.issuer?.introspect(token)?.subject;
    const id = this.bearerTokens.get(token) ?? (subject === undefined ? undefined : Number(subject));
    return id === undefined ? undefined : this.users.get(id);
  }
}
