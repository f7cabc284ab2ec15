/**
 * Unified POS tenders on Clover's tenders (https://docs.clover.com/reference/tendergettenders):
 * the ways a merchant takes money. Clover's own (cash, credit and debit
 * card, check) carry `editable: false` and a `com.clover.tender.*` label
 * key; a merchant or app adds its own (a gift card). List (offset/limit),
 * get, create, update (POST to the record) and delete (Clover refuses to
 * delete its own tenders: its 400 is passed on).
 *
 * | unified | Clover |
 * |---|---|
 * | key, label | labelKey, label |
 * | active, hidden | enabled, not visible |
 * | editable | editable (read only) |
 * | opens_cash_drawer, allows_tipping | opensCashDrawer, supportsTipping |
 */
import type { Static } from 'typebox';
import { tenders, type Tender as TenderModel } from '../../unified/pos/tenders.js';
import { collection, fieldTable } from '../kit/index.js';
import { flagOrAbsent } from './codecs.js';
import { MERCHANT } from './api.js';
import { cloverRecords } from './dialect.js';
import type { CloverTender } from './wire-types.js';

type Tender = Static<typeof TenderModel>;

export const tenderFields = fieldTable<Tender, CloverTender>({
  id: { at: 'id', write: false },
  key: { at: 'labelKey' },
  label: { at: 'label' },
  active: { at: 'enabled' },
  hidden: { read: (tender) => (typeof tender.visible === 'boolean' ? !tender.visible : undefined), write: (hidden) => (typeof hidden === 'boolean' ? { visible: !hidden } : {}) },
  editable: { at: 'editable', write: false },
  opens_cash_drawer: { at: 'opensCashDrawer', codec: flagOrAbsent },
  allows_tipping: { at: 'supportsTipping', codec: flagOrAbsent },
});

export const cloverTenders = collection(tenders, {
  ...cloverRecords,
  downstream: { id: 'tenders', name: 'Tenders' },
  what: 'tender',
  fields: tenderFields,
  path: `${MERCHANT}/tenders`,
});
