/**
 * BigCommerce's order statuses (GET /v2/order_statuses; the ids are fixed
 * across stores) and the payment status each seeded order in it shows.
 */
export const ORDER_STATUSES: Readonly<Record<number, string>> = {
  0: 'Incomplete',
  1: 'Pending',
  2: 'Shipped',
  3: 'Partially Shipped',
  4: 'Refunded',
  5: 'Cancelled',
  6: 'Declined',
  7: 'Awaiting Payment',
  8: 'Awaiting Pickup',
  9: 'Awaiting Shipment',
  10: 'Completed',
  11: 'Awaiting Fulfillment',
  12: 'Manual Verification Required',
  13: 'Disputed',
  14: 'Partially Refunded',
};

export function paymentStatusOf(statusId: number): string {
  switch (statusId) {
    case 0:
    case 7:
      return '';
    case 1:
      return 'pending';
    case 4:
      return 'refunded';
    case 14:
      return 'partially refunded';
    case 5:
      return 'void';
    case 6:
      return 'declined';
    case 12:
      return 'held for review';
    case 11:
    case 9:
      return 'authorized';
    default:
      return 'captured';
  }
}
