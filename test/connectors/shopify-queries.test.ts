/**
 * Every GraphQL document the Shopify connector can send
 * (src/connectors/shopify/queries.ts) validated against Shopify's own
 * Admin schema (admin_schema_2025-01.json, built with buildClientSchema),
 * against the emulator's subset (so the sandbox answers it), and costed:
 * the largest page the connector asks for stays within the 1,000-point
 * bucket. A query that drifts from Shopify's schema is shown to fail.
 */
import { getOperationAST, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SENT_QUERIES } from '../../src/connectors/shopify/queries.js';
import { queryCost } from '../../src/sandbox/shopify/cost.js';
import { shopifySchema } from '../../src/sandbox/shopify/schema.js';
import { missingSpecsNote } from '../contract/downstream-specs.js';
import { shopifyAdminSchema } from '../contract/shopify-admin-schema.js';

const shopify = shopifyAdminSchema();
if (!shopify) console.warn(missingSpecsNote());

describe.skipIf(!shopify)('Shopify connector queries', () => {
  it.each(SENT_QUERIES.map((sent) => [sent.name, sent] as const))('%s validates against Shopify\'s schema and the emulator\'s, within the bucket', (_name, sent) => {
    const document = parse(sent.query);
    expect(validate(shopify!, document).map((error) => error.message)).toEqual([]);
    expect(validate(shopifySchema(), document).map((error) => error.message)).toEqual([]);
    const cost = queryCost(shopify!, document, getOperationAST(document)!, sent.variables);
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(1000);
  });

  it('tells apart a query that drifts from Shopify\'s schema', () => {
    const drifted = parse(SENT_QUERIES[0]!.query.replace('displayFinancialStatus', 'financialStatus').replace('$first: Int!', '$first: String!'));
    const messages = validate(shopify!, drifted).map((error) => error.message);
    expect(messages.some((message) => message.includes('Cannot query field "financialStatus" on type "Order"'))).toBe(true);
    expect(messages.some((message) => message.includes('Variable "$first" of type "String!" used in position expecting type "Int"'))).toBe(true);
  });
});
