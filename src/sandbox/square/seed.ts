/**
 * The seed: a café with two locations, a menu of about twenty items with
 * size variations and modifier lists (milk, syrups, extra shots), a sales
 * tax, and a day of orders (mostly COMPLETED with their payments, some
 * OPEN, a few CANCELED; one cancelled order's card authorization is a
 * CANCELED payment, and one card payment is partly refunded). Written through the same pricing as the API
 * (order-totals.ts), so seeded totals add up the way new ones do.
 */
import type { Faker } from '@faker-js/faker';
import type { KitContext, SeedContext } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { money } from './money.js';
import { readLine, settleTotals, type Line } from './order-totals.js';
import type { Payment } from './payments.js';
import { refund } from './refunds.js';

const MENU: readonly [string, string, number[], string[]][] = [
  ['Espresso', 'Drinks', [300], ['shots']],
  ['Americano', 'Drinks', [350, 400], ['shots']],
  ['Flat White', 'Drinks', [425, 475], ['milk', 'shots']],
  ['Cappuccino', 'Drinks', [425, 475], ['milk', 'shots', 'syrups']],
  ['Latte', 'Drinks', [450, 525], ['milk', 'shots', 'syrups']],
  ['Mocha', 'Drinks', [495, 565], ['milk', 'syrups']],
  ['Chai Latte', 'Drinks', [450, 525], ['milk']],
  ['Hot Chocolate', 'Drinks', [400, 450], ['milk']],
  ['Cold Brew', 'Drinks', [450, 525], ['syrups']],
  ['Iced Latte', 'Drinks', [475, 550], ['milk', 'shots', 'syrups']],
  ['English Breakfast Tea', 'Drinks', [300], []],
  ['Fresh Orange Juice', 'Drinks', [450], []],
  ['Butter Croissant', 'Bakery', [375], []],
  ['Almond Croissant', 'Bakery', [450], []],
  ['Blueberry Muffin', 'Bakery', [395], []],
  ['Banana Bread', 'Bakery', [425], []],
  ['Avocado Toast', 'Kitchen', [1095], []],
  ['Breakfast Sandwich', 'Kitchen', [895], []],
  ['Granola Bowl', 'Kitchen', [795], []],
  ['Ham & Cheese Toastie', 'Kitchen', [925], []],
];

const MODIFIER_LISTS: Readonly<Record<string, [string, [string, number][]]>> = {
  milk: ['Milk', [['Whole milk', 0], ['Oat milk', 75], ['Almond milk', 75], ['Skim milk', 0]]],
  shots: ['Extra shots', [['Extra shot', 100], ['Decaf', 0]]],
  syrups: ['Syrups', [['Vanilla syrup', 60], ['Caramel syrup', 60], ['Hazelnut syrup', 60]]],
};

const id = (faker: Faker, length = 24) => faker.string.alphanumeric({ length, casing: 'upper' });

function seedCatalog(ctx: SeedContext<SquareAccount>, at: string): { variations: Line[]; lists: Record<string, Line> } {
  const { faker, put, account } = ctx;
  const object = (type: string, key: string, data: Record<string, unknown>, objectId = id(faker)) => ({ type, id: objectId, updated_at: at, version: Date.parse(at), is_deleted: false, present_at_all_locations: true, [key]: data });
  const tax = object('TAX', 'tax_data', { name: 'Sales Tax', calculation_phase: 'TAX_SUBTOTAL_PHASE', inclusion_type: 'ADDITIVE', percentage: '8.875', applies_to_custom_amounts: true, enabled: true });
  put('catalog', tax);
  const lists: Record<string, Line> = {};
  for (const [key, [name, modifiers]] of Object.entries(MODIFIER_LISTS)) {
    const listId = id(faker);
    lists[key] = object('MODIFIER_LIST', 'modifier_list_data', {
      name,
      selection_type: key === 'milk' ? 'SINGLE' : 'MULTIPLE',
      modifiers: modifiers.map(([modifier, price], ordinal) => object('MODIFIER', 'modifier_data', { name: modifier, price_money: money(price, account.currency), modifier_list_id: listId, ordinal })),
    }, listId);
    put('catalog', lists[key] as Line & { id: string });
  }
  const variations: Line[] = [];
  for (const [name, category, prices, modifierLists] of MENU) {
    const itemId = id(faker);
    const sizes = prices.length === 1 ? ['Regular'] : ['Small', 'Large'];
    const itemVariations = prices.map((price, ordinal) =>
      object('ITEM_VARIATION', 'item_variation_data', { item_id: itemId, name: sizes[ordinal], ordinal, pricing_type: 'FIXED_PRICING', price_money: money(price, account.currency), sku: `${category.slice(0, 3).toUpperCase()}-${faker.string.numeric(4)}`, sellable: true, stockable: true }),
    );
    put('catalog', object('ITEM', 'item_data', {
      name,
      description: `${name} from the ${category.toLowerCase()} menu`,
      product_type: 'REGULAR',
      is_taxable: true,
      tax_ids: [tax.id],
      variations: itemVariations,
      ...(modifierLists.length ? { modifier_list_info: modifierLists.map((list) => ({ modifier_list_id: lists[list]!.id, enabled: true })) } : {}),
    }, itemId));
    variations.push(...itemVariations.map((variation) => ({ ...variation, lists: modifierLists })));
  }
  return { variations, lists };
}

export function seedSquare(ctx: SeedContext<SquareAccount>): void {
  const { faker, put, account, now } = ctx;
  const iso = (ms: number) => new Date(ms).toISOString();
  const opened = iso(now - 400 * 86_400_000);
  put('merchants', { id: account.merchantId, business_name: account.businessName, country: account.country, language_code: 'en-US', currency: account.currency, status: 'ACTIVE', main_location_id: '', created_at: opened });
  const locations = ['Main Street', 'Riverside'].map((name, index) =>
    put('locations', {
      id: `L${id(faker, 12)}`,
      name: `${account.businessName} – ${name}`,
      address: { address_line_1: faker.location.streetAddress(), locality: 'Portland', administrative_district_level_1: 'OR', postal_code: faker.location.zipCode('972##'), country: account.country },
      timezone: 'America/Los_Angeles',
      capabilities: ['CREDIT_CARD_PROCESSING'],
      status: 'ACTIVE',
      created_at: opened,
      merchant_id: account.merchantId,
      country: account.country,
      language_code: 'en-US',
      currency: account.currency,
      business_name: account.businessName,
      type: 'PHYSICAL',
      business_hours: {},
      mcc: '5814',
      ...(index === 0 ? {} : { description: 'Our second café, by the river' }),
    }),
  );
  ctx.tenant.extras.set('mainLocationId', locations[0]!.id);
  ctx.tenant.table('merchants').get(account.merchantId)!.main_location_id = locations[0]!.id;
  const { variations, lists } = seedCatalog(ctx, opened);

  // The pricing of the API, over a context that writes nothing but ids.
  const pricing = { account, tenant: ctx.tenant, faker, now } as unknown as KitContext<SquareAccount>;
  const dayStart = now - 10 * 3_600_000;
  for (let n = 0; n < account.orders; n += 1) {
    const created = dayStart + n * Math.floor((9 * 3_600_000) / account.orders) + faker.number.int(600_000);
    const state = n % 10 === 7 ? 'CANCELED' : n >= account.orders - 5 ? 'OPEN' : 'COMPLETED';
    const location = locations[n % 3 === 2 ? 1 : 0]!;
    const lines = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, index) => {
      const variation = faker.helpers.arrayElement(variations);
      const options = (variation.lists as string[]).filter(() => faker.datatype.boolean()).map((list) => ({ catalog_object_id: faker.helpers.arrayElement(lists[list]!.modifier_list_data.modifiers as Line[]).id }));
      return readLine(pricing, { catalog_object_id: variation.id, quantity: String(faker.number.int({ min: 1, max: 2 })), ...(options.length ? { modifiers: options } : {}) }, index);
    });
    const closed = created + 5 * 60_000;
    const order: Line = { id: faker.string.alphanumeric(29), location_id: location.id, reference_id: `T-${1000 + n}`, source: { name: 'Square Point of Sale' }, line_items: lines, state, version: state === 'OPEN' ? 1 : 3, created_at: iso(created), updated_at: iso(state === 'OPEN' ? created : closed), ...(state === 'OPEN' ? {} : { closed_at: iso(closed) }) };
    settleTotals(order, account.currency);
    if (state !== 'OPEN') {
      const cash = n % 4 === 1;
      const amount = order.total_money.amount as number;
      const canceled = state === 'CANCELED';
      const paymentId = faker.string.alphanumeric(30);
      const payment = put('payments', {
        id: paymentId, created_at: iso(created + 60_000), updated_at: iso(closed), amount_money: money(amount, account.currency), total_money: money(amount, account.currency), approved_money: money(amount, account.currency),
        status: canceled ? 'CANCELED' : 'COMPLETED', source_type: cash ? 'CASH' : 'CARD', location_id: location.id, order_id: order.id, receipt_number: paymentId.slice(0, 4),
        receipt_url: `https://squareupsandbox.com/receipt/preview/${paymentId}`, version_token: faker.string.alphanumeric(40),
        ...(cash
          ? { cash_details: { buyer_supplied_money: money(Math.ceil(amount / 500) * 500, account.currency), change_back_money: money(Math.ceil(amount / 500) * 500 - amount, account.currency) } }
          : { card_details: { status: canceled ? 'VOIDED' : 'CAPTURED', card: { card_brand: faker.helpers.arrayElement(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS']), last_4: faker.string.numeric(4), exp_month: 1 + (n % 12), exp_year: 2029, card_type: 'CREDIT' }, entry_method: 'CONTACTLESS', cvv_status: 'CVV_NOT_CHECKED', avs_status: 'AVS_NOT_CHECKED' } }),
      });
      // One card payment of the day was partly refunded (a drink remade, its price given back).
      if (!canceled && !cash && n === 3) refund(ctx.tenant, payment as Payment, Math.min(amount, 450), { id: faker.string.alphanumeric(30), at: closed + 30 * 60_000, reason: 'Drink remade' });
      if (!canceled) {
        order.tenders = [{ id: paymentId, location_id: location.id, created_at: iso(created + 60_000), amount_money: money(amount, account.currency), type: cash ? 'CASH' : 'CARD', payment_id: paymentId }];
        settleTotals(order, account.currency);
      }
    }
    put('orders', order as Line & { id: string });
  }
}
