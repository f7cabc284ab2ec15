/**
 * The emulator's schema (src/sandbox/shopify/schema.ts) against Shopify's
 * own introspection result: a strict subset, so every query the emulator
 * answers is one Shopify answers with the same types. The check itself is
 * shown to fail on a schema that drifts.
 */
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SHOPIFY_SDL, shopifySchema } from '../../src/sandbox/shopify/schema.js';
import { missingSpecsNote } from '../contract/downstream-specs.js';
import { shopifyAdminSchema, subsetViolations } from '../contract/shopify-admin-schema.js';

const shopify = shopifyAdminSchema();
if (!shopify) console.warn(missingSpecsNote());

describe.skipIf(!shopify)('Shopify emulator schema', () => {
  it('is a strict subset of Shopify Admin GraphQL 2025-01', () => {
    expect(subsetViolations(shopifySchema(), shopify!)).toEqual([]);
  });

  it('is told apart from a schema that drifts (a renamed field, a changed type, an invented argument, a foreign enum value)', () => {
    const drifted = buildSchema(
      SHOPIFY_SDL.replace('displayName: String!', 'fullName: String!')
        .replace('numberOfOrders: UnsignedInt64!', 'numberOfOrders: Int!')
        .replace('order(id: ID!): Order', 'order(id: ID!, withDeleted: Boolean): Order')
        .replace('enum ProductStatus { ACTIVE', 'enum ProductStatus { LIVE ACTIVE'),
    );
    expect(subsetViolations(drifted, shopify!).sort()).toEqual([
      'Customer.fullName is not Shopify\'s',
      'Customer.numberOfOrders is Int!, Shopify\'s is UnsignedInt64!',
      'ProductStatus.LIVE is not Shopify\'s',
      'QueryRoot.order(withDeleted) is not Shopify\'s',
    ]);
  });
});
