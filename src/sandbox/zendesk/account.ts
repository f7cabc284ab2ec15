/** A Zendesk account (subdomain) the emulator serves, apart from its authentication (auth.ts), which reads its users. */
import type { Account } from '../framework/kit/index.js';

export interface ZendeskAccount extends Account {
  subdomain: string;
  apiToken: string;
  /** The user the request's credentials name; set by the auth scheme on the account it answers. */
  userId?: string;
}
