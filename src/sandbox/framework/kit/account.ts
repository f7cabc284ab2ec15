/** One account (tenant) of an emulated platform: what auth schemes, state and dialects all name. */
export interface Account {
  /** The platform's own id of the account (Twilio's AC…, an Intercom workspace id). */
  readonly id: string;
  /** Credentials and anything else the auth scheme and hooks read. */
  readonly [key: string]: unknown;
}
