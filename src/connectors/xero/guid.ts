/**
 * Xero's ids are GUIDs: anything else names no record, and is answered (or
 * refused) without a call. One spelling for the id pattern the documents show
 * and the test the calls and filters make; its own file because both the call
 * wrapper (api.ts) and the `where` writer (where.ts) need it, and each needs
 * the other.
 */
export const GUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const GUID = new RegExp(GUID_PATTERN);
