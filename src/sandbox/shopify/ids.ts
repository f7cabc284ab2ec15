/**
 * Shopify's ids: a global id (`gid://shopify/Order/5612345678`) on every
 * GraphQL object, whose last part is the numeric `legacyResourceId` the REST
 * API and webhooks use. Records are stored under the numeric id.
 */

export const gid = (type: string, id: string | number): string => `gid://shopify/${type}/${id}`;

/** The numeric id a global id of this type names; undefined for any other id. */
export function legacyIdOf(value: unknown, type: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(\?.*)?$/.exec(value);
  return match && match[1] === type ? match[2] : undefined;
}

/** Where each type's numbers start, so ids look like Shopify's and never collide across types. */
const FIRST: Readonly<Record<string, number>> = {
  Product: 8_100_000_000,
  ProductVariant: 44_100_000_000,
  ProductOption: 10_100_000_000,
  MediaImage: 31_100_000_000,
  Customer: 7_100_000_000,
  MailingAddress: 8_900_000_000,
  Company: 1_900_000,
  CompanyContact: 2_900_000,
  CompanyLocation: 3_900_000,
  Order: 5_600_000_000,
  LineItem: 13_600_000_000,
  Refund: 910_000_000,
  Fulfillment: 4_500_000_000,
  WebhookSubscription: 1_300_000_000,
};

/** The next numeric id of a type in one shop (`next` is the tenant's sequence). */
export function nextLegacyId(next: (sequence: string, first?: number) => number, type: string): string {
  return String(next(`id:${type}`, (FIRST[type] ?? 1_000_000) + 1));
}
