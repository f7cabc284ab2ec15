import { Type } from 'typebox';
import { NullableBoolean, NullableString, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ReadOnlyId } from './shared/pos-parts.js';

/** The reference's Tender (pos.yml): a way the merchant takes money (cash, card, gift card). */
export const Tender = Type.Object(
  optional({
    id: ReadOnlyId('Id of the tender.'),
    key: NullableString({ description: 'Key of the tender at the platform.', example: 'com.clover.tender.cash' }),
    label: NullableString({ description: 'Name the tender is shown by.', example: 'Cash' }),
    active: NullableBoolean({ description: 'Whether the tender can be used.', example: true }),
    hidden: NullableBoolean({ description: 'Whether the tender is hidden.', example: false }),
    editable: NullableBoolean({ description: 'Whether the tender can be changed.', example: true }),
    opens_cash_drawer: Type.Boolean({ description: 'Whether paying with it opens the cash drawer.', example: true }),
    allows_tipping: Type.Boolean({ description: 'Whether payments with it take tips.', example: true }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Tender' },
);

export const tenders = defineResource({
  api: 'pos',
  id: 'tenders',
  name: 'Tenders',
  singular: 'tender',
  model: Tender,
  path: '/pos/tenders',
  operations: ALL_OPERATIONS,
  // The reference names no tender events.
  events: [],
});
