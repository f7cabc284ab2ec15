/**
 * SPEC.md's journal-entry filters on what Xero's manual journals never have
 * (a number, a source id): they are declared, and no journal matches them,
 * so a list that asks one answers an empty list without a call.
 */
import type { journalEntries } from '../../unified/accounting/journal-entries.js';
import type { ModelOf } from '../../unified/define.js';
import type { CollectionHooks } from '../kit/index.js';
import type { XeroManualJournal } from './journal-entry-fields.js';

const unmatchable = () => ({});

/** SPEC.md's filters on what Xero's manual journals never have, each written as nothing: the list hook answers before any call. */
export const unmatchableFilters = { number: unmatchable, sourceid: unmatchable };
const UNMATCHABLE = Object.keys(unmatchableFilters);

/** The list hook: an empty list when an unmatchable filter is asked, else the collection's own list. */
export const unlessUnmatchable: NonNullable<CollectionHooks<ModelOf<typeof journalEntries>, XeroManualJournal>['list']> = async (_ctx, params, read) =>
  (UNMATCHABLE.some((name) => params.filter[name] !== undefined) ? { items: [], next: null } : read(params));
