/** How an order was paid, tender by tender (pos.yml's Order `tenders`): the amounts, the card, the cash handed over and given back. */
import { Type } from 'typebox';
import { Currency } from '../../common/models.js';
import { MinorUnits } from '../../common/minor-units.js';
import { NullableEnum, StringEnum, optional } from '../../common/schema.js';
import { PaymentCard, ReadOnlyId } from './pos-parts.js';

const total = (description: string) => MinorUnits({ description, example: 1000 });

export const OrderTender = Type.Object(
  optional({
    id: ReadOnlyId('Id of the tender.'),
    name: Type.String({ description: 'Name of the tender.', example: 'Card' }),
    type: StringEnum(['cash', 'card', 'other'], { description: 'Kind of tender.', example: 'cash' }),
    note: Type.String({ description: 'Note on the tender.', example: 'Paid at the counter' }),
    amount: MinorUnits({ description: 'Amount paid with this tender.', example: 1000, nullable: false }),
    percentage: Type.Number({ description: 'Share of the order paid with this tender, in percent.', example: 100 }),
    currency: Currency,
    total_amount: total('Total paid with this tender.'),
    total_tip: total('Tip paid with this tender.'),
    total_processing_fee: total('Processing fee of this tender.'),
    total_tax: total('Tax paid with this tender.'),
    total_discount: total('Discount on this tender.'),
    total_refund: total('Refunded from this tender.'),
    total_service_charge: total('Service charges paid with this tender.'),
    buyer_tendered_cash_amount: total('Cash the buyer handed over (cash tenders).'),
    change_back_cash_amount: total('Change given back to the buyer (cash tenders).'),
    card: PaymentCard,
    card_status: NullableEnum(['authorized', 'captured', 'failed', 'voided'], { description: 'State of the card payment (card tenders).', example: 'authorized' }),
    card_entry_method: NullableEnum(['evm', 'swiped', 'keyed', 'on-file', 'contactless'], { description: 'How the card was read (card tenders).', example: 'swiped' }),
    payment_id: ReadOnlyId('Payment of the tender.'),
    location_id: ReadOnlyId('Location of the tender.'),
    transaction_id: ReadOnlyId('Transaction of the tender.'),
  }),
  { additionalProperties: false },
);
