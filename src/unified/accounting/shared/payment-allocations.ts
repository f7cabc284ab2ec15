import { Type } from 'typebox';
import { DateTime, StringEnum, optional } from '../../common/schema.js';
import { MinorUnits } from '../../common/minor-units.js';

export const LinkedPaymentAllocation = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the payment.', example: '123456' }),
    allocated_amount: MinorUnits({ description: 'Amount of the payment applied to this document.', example: 100000 }),
    date: DateTime({ description: 'Date of the payment.' }),
  }),
  { additionalProperties: false },
);

export const Allocation = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the document the amount is applied to.', example: '123456' }),
    type: StringEnum(['invoice', 'order', 'expense', 'credit_memo', 'over_payment', 'pre_payment', 'journal_entry', 'other', 'bill'], { description: 'Kind of document the amount is applied to.' }),
    code: Type.String({ description: 'Code of the document the amount is applied to.', readOnly: true, example: 'N091' }),
    amount: MinorUnits({ description: 'Amount applied to the document; the whole `total_amount` when null.', example: 4999 }),
    allocation_id: Type.String({ description: 'Id of the allocation itself.', example: '123456' }),
  }),
  { additionalProperties: false },
);
