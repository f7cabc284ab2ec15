/**
 * Bounds on the lists of accounting records, which the reference API leaves
 * open: a request cannot carry an unbounded array to the platform.
 */

/** Lines of one document (invoice, bill, journal entry, statement transactions). */
export const LINE_ITEMS_MAX = 1000;

/** Any other list in a record (addresses, emails, allocations, tracking categories...). */
export const LIST_MAX = 100;
