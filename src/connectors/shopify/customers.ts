/**
 * Unified ecommerce customers on Shopify's `customers` and `customer(id)`:
 *
 * | unified | Shopify |
 * |---|---|
 * | id | legacyResourceId |
 * | name, first_name, last_name | displayName, firstName, lastName |
 * | company_name | the B2B company's name, else the first address's company |
 * | status | active (Shopify keeps no archived customers; a disabled account is still a customer) |
 * | currency | amountSpent.currencyCode (the shop's) |
 * | emails, phone_numbers | email, phone (primary) |
 * | addresses | addresses (shipping, no tax number: Shopify keeps none on them), then the B2B company locations' billing addresses with their tax registration id |
 * | taxnumber | the first company location's taxSettings.taxRegistrationId, trimmed; null for a customer without one (every B2C customer) |
 * | orders | orders (first 10): id, currentTotalPriceSet, status |
 *
 * Shopify keeps tax registration ids on B2B company locations only, so that
 * is where `taxnumber` comes from (SPEC.md: always present, null when none).
 */
import type { Static } from 'typebox';
import { customers, type EcommerceCustomer } from '../../unified/ecommerce/customers.js';
import { implement } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { fieldTable } from '../kit/index.js';
import { shopifyQuery } from './graphql.js';
import { graphList } from './listing.js';
import { bagMinor, idOf, isoOf } from './money.js';
import { CUSTOMER_PAGE_MAX, CUSTOMER_QUERY, CUSTOMERS_QUERY } from './queries.js';
import { customerSearch, recordId } from './search.js';
import { SHOPIFY_CUSTOMER_EVENTS } from './webhook-topics.js';
import type { ShopifyCustomer } from './wire-types.js';

type Customer = Static<typeof EcommerceCustomer>;

/** A tax number as SPEC.md wants it: trimmed, null when empty. */
export const taxNumberOf = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

const locationsOf = (customer: ShopifyCustomer) => customer.companyContactProfiles.flatMap((profile) => profile.company.locations.nodes);

function addressesOf(customer: ShopifyCustomer): Customer['addresses'] {
  const own = customer.addresses.map((address) => ({
    type: 'shipping' as const, id: idOf(address.id), line1: address.address1, line2: address.address2, city: address.city, state: address.provinceCode, postal_code: address.zip, country: address.countryCodeV2, taxnumber: null,
  }));
  const company = locationsOf(customer).flatMap((location) => {
    const address = location.billingAddress;
    if (!address) return [];
    return [{ type: 'billing' as const, id: idOf(address.id), line1: address.address1, line2: address.address2, city: address.city, state: address.zoneCode, postal_code: address.zip, country: address.countryCode, taxnumber: taxNumberOf(location.taxSettings.taxRegistrationId) }];
  });
  return [...own, ...company];
}

export const customerFields = fieldTable<Customer, ShopifyCustomer>({
  id: { at: 'legacyResourceId', write: false },
  name: { at: 'displayName', write: false },
  first_name: { at: 'firstName', write: false },
  last_name: { at: 'lastName', write: false },
  company_name: { read: (customer) => customer.companyContactProfiles[0]?.company.name ?? customer.addresses[0]?.company ?? null, reads: ['companyContactProfiles', 'addresses'], write: false },
  status: { read: () => 'active', write: false },
  currency: { read: (customer) => customer.amountSpent.currencyCode as Customer['currency'], reads: ['amountSpent'], write: false },
  emails: { read: (customer) => (customer.email ? [{ email: customer.email, type: 'primary' as const }] : []), reads: ['email'], write: false },
  phone_numbers: { read: (customer) => (customer.phone ? [{ number: customer.phone, type: 'primary' as const }] : []), reads: ['phone'], write: false },
  addresses: { read: addressesOf, reads: ['addresses', 'companyContactProfiles'], write: false },
  taxnumber: { read: (customer) => taxNumberOf(locationsOf(customer).find((location) => taxNumberOf(location.taxSettings.taxRegistrationId))?.taxSettings.taxRegistrationId), reads: ['companyContactProfiles'], write: false },
  orders: {
    read: (customer) => customer.orders.nodes.map((order) => ({ id: order.legacyResourceId, total: bagMinor(order.currentTotalPriceSet), status: order.cancelledAt ? ('cancelled' as const) : order.closedAt ? ('completed' as const) : ('active' as const) })),
    reads: ['orders'],
    write: false,
  },
  created_at: { read: (customer) => isoOf(customer.createdAt), reads: ['createdAt'], write: false },
  updated_at: { read: (customer) => isoOf(customer.updatedAt), reads: ['updatedAt'], write: false },
});

type CustomersAnswer = { customers: { nodes: ShopifyCustomer[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

export const shopifyCustomers = implement(customers, {
  downstream: { id: 'customers', name: 'Customers' },
  mapper: customerFields,
  events: SHOPIFY_CUSTOMER_EVENTS,
  list: {
    paging: true,
    filters: ['email', 'phone_number', 'customer_ids', 'updated_since', 'created_since'],
    async run(ctx, params) {
      const { page } = await graphList<ShopifyCustomer, Customer, CustomersAnswer>(ctx, {
        query: CUSTOMERS_QUERY,
        pageMax: CUSTOMER_PAGE_MAX,
        connection: (answer) => answer.customers,
        variables: (list) => ({ query: customerSearch(list.filter) ?? null }),
        map: (node) => customerFields(node),
      }, params);
      return page;
    },
  },
  async one(ctx, { id }) {
    const { data } = await shopifyQuery<{ customer: ShopifyCustomer | null }>(ctx, CUSTOMER_QUERY, { id: `gid://shopify/Customer/${recordId(id, 'customer')}` });
    if (!data.customer) throw entityNotFound('No Shopify customer has this id', { id: id.slice(0, 64) });
    return customerFields(data.customer);
  },
});
