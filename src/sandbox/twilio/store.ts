/**
 * In-memory state of one emulator instance: the account and its messages.
 *
 * Messages are kept oldest first in one array, each with an ever-growing `seq`
 * (insertion order, which is also date_created order). Listing newest first is
 * then a walk from the end, with no sort per request, and a page token that
 * names a sid is found by binary search on `seq`, even after that message was
 * deleted (its seq is remembered).
 */
import { DeterministicSource } from './random.js';

export type MessageDirection = 'inbound' | 'outbound-api' | 'outbound-call' | 'outbound-reply';
export type MessageStatus =
  | 'queued' | 'sending' | 'sent' | 'failed' | 'delivered' | 'undelivered' | 'receiving'
  | 'received' | 'accepted' | 'scheduled' | 'read' | 'partially_delivered' | 'canceled';

export interface StoredAccount {
  sid: string;
  authToken: string;
  friendlyName: string;
  status: 'active' | 'suspended' | 'closed';
  type: 'Trial' | 'Full';
  dateCreatedMs: number;
  dateUpdatedMs: number;
}

export interface StoredMessage {
  /** Position in insertion order; never reused. */
  readonly seq: number;
  readonly sid: string;
  body: string;
  numSegments: number;
  numMedia: number;
  direction: MessageDirection;
  from: string | null;
  to: string;
  dateCreatedMs: number;
  dateUpdatedMs: number;
  dateSentMs: number | null;
  /** Twilio's own string, e.g. "-0.00790", or null while unpriced. */
  price: string | null;
  priceUnit: string | null;
  errorCode: number | null;
  errorMessage: string | null;
  status: MessageStatus;
  messagingServiceSid: string | null;
  statusCallback: string | null;
  mediaUrls: string[];
  sendAtMs: number | null;
  /** Serialized resource, rebuilt after any change (see message-view.ts). */
  cachedJson?: string;
}

export type NewMessage = Omit<StoredMessage, 'seq' | 'cachedJson'>;

export class TwilioStore {
  /** Oldest first; `seq` strictly increases along the array. */
  private readonly messages: StoredMessage[] = [];
  private readonly bySid = new Map<string, StoredMessage>();
  /** Every sid ever stored, deleted ones included, so old page tokens still resolve. */
  private readonly seqBySid = new Map<string, number>();
  private nextSeq = 0;
  private readonly sidSource: DeterministicSource;

  constructor(readonly account: StoredAccount, sidLabel = 'twilio-emulator-sids') {
    this.sidSource = new DeterministicSource(`${sidLabel}:${account.sid}`);
  }

  get size(): number {
    return this.messages.length;
  }

  /** Read-only view, oldest first. */
  get oldestFirst(): readonly StoredMessage[] {
    return this.messages;
  }

  /** A fresh message sid: the prefix ("SM" or "MM") and 32 hex digits. */
  newMessageSid(prefix: 'SM' | 'MM'): string {
    for (;;) {
      const sid = `${prefix}${this.sidSource.hex(32)}`;
      if (!this.seqBySid.has(sid)) return sid;
    }
  }

  /** Appends a message as the newest one. */
  insert(message: NewMessage): StoredMessage {
    if (this.seqBySid.has(message.sid)) throw new Error(`duplicate message sid ${message.sid}`);
    const stored: StoredMessage = { ...message, seq: this.nextSeq++ };
    this.messages.push(stored);
    this.bySid.set(stored.sid, stored);
    this.seqBySid.set(stored.sid, stored.seq);
    return stored;
  }

  get(sid: string): StoredMessage | undefined {
    return this.bySid.get(sid);
  }

  /** Call after mutating a message so its cached representation is rebuilt. */
  changed(message: StoredMessage): void {
    delete message.cachedJson;
  }

  remove(sid: string): boolean {
    const message = this.bySid.get(sid);
    if (!message) return false;
    this.bySid.delete(sid);
    this.messages.splice(this.lowerBound(message.seq), 1);
    return true;
  }

  /** The seq a sid had when stored (deleted or not); undefined for sids never seen. */
  seqOf(sid: string): number | undefined {
    return this.seqBySid.get(sid);
  }

  /** Index of the first message (oldest first) whose seq is >= `seq`. */
  lowerBound(seq: number): number {
    let low = 0;
    let high = this.messages.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.messages[middle] as StoredMessage).seq < seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
