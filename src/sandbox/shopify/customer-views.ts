/** Customers, their addresses and B2B company profiles as Shopify's GraphQL types (schema.ts). */
import type { ShopifyAccount } from './accounts.js';
import { connection, listConnection, type ConnectionArgs } from './connection.js';
import { visibleOrders, type GraphContext } from './graph-context.js';
import { gid } from './ids.js';
import { moneyV2 } from './money.js';
import { orderTotals, type StoredAddress, type StoredCompany, type StoredCustomer } from './records.js';
import { ORDER_SORT, orderSearch } from './searches.js';

export function addressView(address: StoredAddress): Record<string, unknown> {
  return { ...address, id: gid('MailingAddress', `${address.id}?model_name=CustomerAddress`), name: `${address.firstName} ${address.lastName}`.trim() };
}

function companyAddressView(address: StoredAddress) {
  return {
    id: gid('CompanyAddress', address.id),
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    companyName: address.company ?? '',
    countryCode: address.countryCodeV2,
    province: address.province,
    zoneCode: address.provinceCode,
    zip: address.zip,
    phone: address.phone,
  };
}

function companyContactView(company: StoredCompany) {
  return {
    id: gid('CompanyContact', company.contactId),
    isMainContact: true,
    title: null,
    company: {
      id: gid('Company', company.id),
      name: company.name,
      locations: (args: ConnectionArgs) =>
        listConnection(company.locations, args, (location) => ({
          id: gid('CompanyLocation', location.id),
          name: location.name,
          taxSettings: { taxRegistrationId: location.taxRegistrationId, taxExempt: false, taxExemptions: [] },
          billingAddress: companyAddressView(location.address),
        })),
    },
  };
}

export function customerView(customer: StoredCustomer, context: GraphContext, account: ShopifyAccount, orderView: (order: never) => unknown): Record<string, unknown> {
  const own = () => visibleOrders(context).filter((order) => order.customerId === customer.id);
  return {
    id: gid('Customer', customer.id),
    legacyResourceId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: `${customer.firstName} ${customer.lastName}`.trim() || customer.email || customer.phone || '',
    email: customer.email,
    phone: customer.phone,
    state: customer.state,
    note: customer.note,
    tags: customer.tags,
    locale: customer.locale,
    verifiedEmail: customer.verifiedEmail,
    taxExempt: customer.taxExempt,
    taxExemptions: customer.taxExemptions,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    addresses: (args: { first?: number | null }) => (args.first == null ? customer.addresses : customer.addresses.slice(0, args.first)).map(addressView),
    defaultAddress: customer.addresses.find((address) => address.id === customer.defaultAddressId) ? addressView(customer.addresses.find((address) => address.id === customer.defaultAddressId)!) : null,
    numberOfOrders: () => String(own().length),
    amountSpent: () => moneyV2(own().filter((order) => !order.cancelledAt).reduce((sum, order) => sum + orderTotals(order).current, 0), account.currency),
    orders: (args: ConnectionArgs & { sortKey?: string | null; query?: string | null }) => {
      const search = orderSearch(args.query);
      const sort = ORDER_SORT[args.sortKey ?? 'ID'] ?? ORDER_SORT.ID!;
      return connection(own().filter(search.matches), args, sort, orderView as (order: unknown) => unknown);
    },
    companyContactProfiles: customer.company ? [companyContactView(customer.company)] : [],
  };
}
