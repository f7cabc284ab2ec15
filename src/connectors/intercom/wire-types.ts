/** The parts of Intercom's contact (API 2.16) the connector reads and writes. Times are UNIX seconds. */
export interface IntercomContact {
  type: 'contact';
  id: string;
  external_id?: string | null;
  /** "user" or "lead". */
  role: string;
  email?: string;
  phone?: string | null;
  name?: string | null;
  created_at?: number;
  updated_at?: number;
}

/** What Create Contact and Update Contact accept (the subset the mapping writes). */
export interface IntercomContactInput {
  role?: 'user';
  email?: string;
  phone?: string | null;
  name?: string | null;
}
