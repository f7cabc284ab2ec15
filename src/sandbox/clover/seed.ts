/**
 * The seed: a café with its tenders (Clover's cash, credit and debit card,
 * check, and an external gift card the merchant added), order types (dine
 * in, to go, delivery with a fee), modifier groups (milk, extra shots,
 * syrups) with their modifiers, about twenty menu items offering them, and a
 * day of orders: most PAID (card, cash or gift card; a few split over two
 * tenders), some PARTIALLY_PAID, some OPEN, with line items and
 * modifications. Totals are the lines' prices and modifications, since
 * Clover leaves totals to the app that writes the order.
 */
import type { Faker } from '@faker-js/faker';
import { seedClock, type SeedContext, type StoredRecord } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import type { Modification } from './line-items.js';

type Seed = SeedContext<CloverAccount>;

const TENDERS: readonly [string, string, boolean, boolean][] = [
  // label, labelKey, opensCashDrawer, supportsTipping
  ['Cash', 'com.clover.tender.cash', true, true],
  ['Credit Card', 'com.clover.tender.credit_card', false, true],
  ['Debit Card', 'com.clover.tender.debit_card', false, true],
  ['Check', 'com.clover.tender.check', true, false],
];

const MENU: readonly [string, number, string[]][] = [
  ['Espresso', 300, ['shots']], ['Americano', 375, ['shots']], ['Flat White', 450, ['milk', 'shots']], ['Cappuccino', 450, ['milk', 'shots', 'syrups']],
  ['Latte', 495, ['milk', 'shots', 'syrups']], ['Mocha', 525, ['milk', 'syrups']], ['Chai Latte', 475, ['milk']], ['Hot Chocolate', 425, ['milk']],
  ['Cold Brew', 495, ['syrups']], ['Iced Latte', 525, ['milk', 'shots', 'syrups']], ['Breakfast Tea', 300, []], ['Orange Juice', 450, []],
  ['Butter Croissant', 375, []], ['Almond Croissant', 450, []], ['Blueberry Muffin', 395, []], ['Banana Bread', 425, []],
  ['Avocado Toast', 1095, []], ['Breakfast Sandwich', 895, []], ['Granola Bowl', 795, []], ['Ham & Cheese Toastie', 925, []],
];

const GROUPS: Readonly<Record<string, [string, [string, number][]]>> = {
  milk: ['Milk', [['Whole milk', 0], ['Oat milk', 75], ['Almond milk', 75], ['Skim milk', 0]]],
  shots: ['Extra shots', [['Extra shot', 100], ['Decaf', 0]]],
  syrups: ['Syrups', [['Vanilla syrup', 60], ['Caramel syrup', 60], ['Hazelnut syrup', 60]]],
};

const newId = (faker: Faker): string => faker.string.alphanumeric({ length: 13, casing: 'upper' });

function seedMerchant({ put, faker, account, now }: Seed): void {
  put('merchants', {
    id: account.merchantId,
    name: account.name,
    website: `https://${account.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    phoneNumber: faker.phone.number({ style: 'national' }),
    createdTime: now - 400 * 86_400_000,
    address: { address1: faker.location.streetAddress(), city: faker.location.city(), state: faker.location.state({ abbreviated: true }), zip: faker.location.zipCode(), country: 'US' },
    owner: { id: newId(faker), name: account.ownerName, email: account.ownerEmail },
    properties: { defaultCurrency: account.currency, timezone: 'America/Los_Angeles' },
  });
}

function seedSetup({ put, faker }: Seed): { tenders: StoredRecord[]; orderTypes: StoredRecord[] } {
  const tenders = TENDERS.map(([label, labelKey, opensCashDrawer, supportsTipping]) =>
    put('tenders', { id: newId(faker), editable: false, label, labelKey, opensCashDrawer, supportsTipping, enabled: true, visible: true }));
  tenders.push(put('tenders', { id: newId(faker), editable: true, label: 'Gift Card', labelKey: 'com.clover.tender.external_gift_card', opensCashDrawer: false, supportsTipping: false, enabled: true, visible: true }));
  const orderTypes = [['Dine In', 0], ['To Go', 0], ['Delivery', 299]].map(([label, fee], index) =>
    put('order_types', { id: newId(faker), label, labelKey: `com.clover.order.type.${String(label).toLowerCase().replace(/ /g, '_')}`, taxable: true, isDefault: index === 0, filterCategories: false, isHidden: false, fee, hoursAvailable: 'ALL', isDeleted: false }));
  return { tenders, orderTypes };
}

function seedMenu({ put, faker, now }: Seed): { items: StoredRecord[]; modifiersByItem: Map<string, StoredRecord[]> } {
  const groupIds: Record<string, string> = {};
  const modifiersOfGroup: Record<string, StoredRecord[]> = {};
  for (const [key, [name, options]] of Object.entries(GROUPS)) {
    // alternateName: the short name a kitchen ticket prints (no faker draw, so the seed's other values stay as they were).
    const group = put('modifier_groups', { id: newId(faker), name, alternateName: name.toUpperCase(), showByDefault: true, minRequired: 0, maxAllowed: options.length, deleted: false, modifiedTime: now - 30 * 86_400_000 });
    groupIds[key] = group.id;
    modifiersOfGroup[key] = options.map(([label, price]) => put('modifiers', { id: newId(faker), name: label, alternateName: label.split(' ')[0], price, available: true, modifierGroupId: group.id, modifiedTime: now - 30 * 86_400_000 }));
  }
  const modifiersByItem = new Map<string, StoredRecord[]>();
  const items = MENU.map(([name, price, groups], index) => {
    const item = put('items', {
      id: newId(faker), hidden: false, available: true, name, price, priceType: 'FIXED', defaultTaxRates: true, isRevenue: true, deleted: false,
      code: faker.string.numeric(12), sku: `CLC-${String(index + 1).padStart(3, '0')}`, cost: Math.round(price * 0.3), modifiedTime: now - (20 - index) * 86_400_000,
      modifierGroupIds: groups.map((key) => groupIds[key] as string),
    });
    modifiersByItem.set(item.id, groups.flatMap((key) => modifiersOfGroup[key] ?? []));
    return item;
  });
  return { items, modifiersByItem };
}

/** One order with one to four lines; its total is what the lines and their modifications add up to. */
function seedOrder(ctx: Seed, at: number, menu: ReturnType<typeof seedMenu>, orderType: StoredRecord): StoredRecord {
  const { faker, put, account } = ctx;
  const order = put('orders', {
    id: newId(faker), currency: account.currency, state: 'open', paymentState: 'OPEN', orderTypeId: orderType.id, manualTransaction: false, groupLineItems: true,
    testMode: false, taxRemoved: false, isVat: false, createdTime: at, clientCreatedTime: at, modifiedTime: at, total: 0,
  });
  let total = Number(orderType.fee ?? 0);
  for (let line = 0; line < faker.number.int({ min: 1, max: 4 }); line += 1) {
    const item = faker.helpers.arrayElement(menu.items);
    const options = menu.modifiersByItem.get(item.id) ?? [];
    const chosen = options.length > 0 && faker.datatype.boolean() ? [faker.helpers.arrayElement(options)] : [];
    const modifications: Modification[] = chosen.map((modifier) => ({ id: newId(faker), name: String(modifier.name), amount: Number(modifier.price), modifierId: modifier.id }));
    put('line_items', { id: newId(faker), orderId: order.id, itemId: item.id, name: item.name, price: item.price, printed: true, isRevenue: true, exchanged: false, refunded: false, createdTime: at, orderClientCreatedTime: at, modifications });
    total += Number(item.price) + modifications.reduce((sum, modification) => sum + modification.amount, 0);
  }
  order.total = total;
  return order;
}

function pay(ctx: Seed, order: StoredRecord, tender: StoredRecord, amount: number, at: number): void {
  ctx.put('payments', {
    id: newId(ctx.faker), orderId: order.id, tenderId: tender.id, amount, tipAmount: tender.supportsTipping ? ctx.faker.helpers.arrayElement([0, 0, 50, 100]) : 0, taxAmount: 0,
    result: 'SUCCESS', offline: false, createdTime: at, clientCreatedTime: at, modifiedTime: at,
    // Cash handed over: the amount rounded up to the next five dollars.
    ...(tender.labelKey === 'com.clover.tender.cash' ? { cashTendered: Math.ceil(amount / 500) * 500 } : {}),
  });
}

export function seedClover(ctx: Seed): void {
  seedMerchant(ctx);
  const { tenders, orderTypes } = seedSetup(ctx);
  const menu = seedMenu(ctx);
  const clock = seedClock(ctx.now);
  const [cash, credit, , , gift] = tenders as [StoredRecord, StoredRecord, StoredRecord, StoredRecord, StoredRecord];
  // Oldest first, so the table's creation order is the day's.
  const times = Array.from({ length: ctx.account.orders }, () => clock.daysAgo(ctx.faker.number.float({ min: 0.05, max: 1.5 }), ctx.faker)).sort((a, b) => a - b);
  times.forEach((at, index) => {
    const order = seedOrder(ctx, at, menu, ctx.faker.helpers.weightedArrayElement([{ weight: 6, value: orderTypes[0] as StoredRecord }, { weight: 3, value: orderTypes[1] as StoredRecord }, { weight: 1, value: orderTypes[2] as StoredRecord }]));
    // The ticket's title as the register prints it, and a note on some (no faker draw: the seed's other values stay as they were).
    order.title = `#${index + 1}`;
    if (index % 4 === 0) order.note = 'Extra hot';
    const total = Number(order.total);
    const kind = index % 10;
    if (kind === 9) return; // open: not paid yet
    const paidAt = at + 60_000 * ctx.faker.number.int({ min: 1, max: 20 });
    if (kind === 8) {
      pay(ctx, order, cash, Math.floor(total / 2), paidAt);
      order.paymentState = 'PARTIALLY_PAID';
    } else {
      if (kind === 7) {
        pay(ctx, order, gift, Math.min(500, total - 1), paidAt);
        pay(ctx, order, credit, total - Math.min(500, total - 1), paidAt + 1000);
      } else pay(ctx, order, kind % 3 === 0 ? cash : credit, total, paidAt);
      order.paymentState = 'PAID';
      order.state = 'locked';
    }
    order.modifiedTime = paidAt;
  });
}
