import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryBody, MAX_WEBHOOK_BODY_BYTES, WebhookPayloadTooLargeError } from '../../src/webhooks/delivery/payload.js';
import { REFERENCE_DIR, referenceDir } from '../catalog/reference-api.js';
import { readDescription } from '../contract/description-file.js';
import type { OasDocument } from '../contract/oas-types.js';
import { SchemaCompiler, type Validator } from '../contract/schema-compiler.js';
import { connectionUpdated, sampleConnection, ticketCreated } from './sample-event.js';

describe('delivery payloads', () => {
  it('are the reference shape, every field named and in place', () => {
    expect(JSON.parse(deliveryBody(ticketCreated(), 2))).toEqual({
      payload: {
        event_id: 'd290f1ee-6c54-4b01-90e6-d701748f0851',
        event_type: 'issue-tracking.ticket.created',
        unified_api: 'issue-tracking',
        service_id: 'jira',
        consumer_id: 'demo-consumer',
        entity_id: '10042',
        entity_type: 'ticket',
        entity_url: 'http://127.0.0.1:8080/issue-tracking/collections/10000/tickets/10042',
        execution_attempt: 2,
        occurred_at: '2026-01-02T03:04:05.678Z',
        detected_by: 'native',
      },
    });
  });

  it('carry the entity when the event has one and it fits', () => {
    const body = JSON.parse(deliveryBody(connectionUpdated(), 1));
    expect(body.payload.entity).toEqual(sampleConnection());
  });

  it('refuse an attempt number that is not a positive integer', () => {
    for (const attempt of [0, -1, 1.5, Number.NaN]) expect(() => deliveryBody(ticketCreated(), attempt)).toThrow(RangeError);
  });

  describe(`stay under ${MAX_WEBHOOK_BODY_BYTES} bytes`, () => {
    const bytes = (body: string) => Buffer.byteLength(body, 'utf8');

    it('by leaving out an entity that would take the body over, keeping entity_url to read it from', () => {
      // Multi-byte characters: the limit is on bytes sent, not on string length.
      const large = connectionUpdated(sampleConnection({ metadata: { notes: 'é'.repeat(MAX_WEBHOOK_BODY_BYTES / 2) } }));
      const body = deliveryBody(large, 1);
      expect(bytes(body)).toBeLessThan(MAX_WEBHOOK_BODY_BYTES);
      const { payload } = JSON.parse(body);
      expect(payload).not.toHaveProperty('entity');
      expect(payload.entity_url).toBe(large.entityUrl);
      expect(payload.entity_id).toBe(large.entityId);
    });

    it('keeping an entity that fits by one byte, dropping it at the limit', () => {
      const fill = (length: number) => connectionUpdated(sampleConnection({ notes: 'x'.repeat(length) }));
      const overhead = bytes(deliveryBody(fill(0), 1));
      const largestFitting = MAX_WEBHOOK_BODY_BYTES - 1 - overhead;
      expect(bytes(deliveryBody(fill(largestFitting), 1))).toBe(MAX_WEBHOOK_BODY_BYTES - 1);
      expect(JSON.parse(deliveryBody(fill(largestFitting), 1)).payload).toHaveProperty('entity');
      expect(JSON.parse(deliveryBody(fill(largestFitting + 1), 1)).payload).not.toHaveProperty('entity');
    });

    it('and refuse an event too large even without its entity instead of cutting an id', () => {
      const absurd = ticketCreated({ entityId: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES) });
      expect(() => deliveryBody(absurd, 1)).toThrow(WebhookPayloadTooLargeError);
    });
  });
});

const reference = referenceDir();
if (!reference) console.warn(`Webhook payload checks against the reference skipped: no reference OpenAPI descriptions at ${REFERENCE_DIR}.`);

describe.skipIf(!reference)('delivery payloads against the reference descriptions', () => {
  async function load(api: string): Promise<{ document: OasDocument; compiler: SchemaCompiler; partial: SchemaCompiler }> {
    const document = await readDescription(path.join(reference!, `${api}.yml`));
    return {
      document,
      compiler: new SchemaCompiler(document, { direction: 'response', coerceStrings: false, requireAllProperties: true }),
      partial: new SchemaCompiler(document, { direction: 'response', coerceStrings: false }),
    };
  }

  function webhookBodySchema(document: OasDocument, name: string): unknown {
    const webhooks = (document as Record<string, any>)['x-webhooks'];
    const schema = webhooks?.[name]?.post?.requestBody?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`the reference has no x-webhooks ${name} body schema`);
    return schema;
  }

  function expectValid(validator: Validator, value: unknown): void {
    expect(validator(value)).toEqual([]);
  }

  it("match the webhook API's WebhookEvent schema, every property present", async () => {
    const { document, compiler } = await load('webhook');
    const schema = (document as Record<string, any>).components.schemas.WebhookEvent;
    const validate = compiler.validator(schema);
    expectValid(validate, JSON.parse(deliveryBody(ticketCreated(), 1)).payload);
    expectValid(validate, JSON.parse(deliveryBody(connectionUpdated(), 3)).payload);
    // The control: the schema does reject what breaks it.
    expect(validate({ ...JSON.parse(deliveryBody(ticketCreated(), 1)).payload, event_type: 'ticket.made' })).not.toEqual([]);
  });

  it("match the issue tracking API's ticket webhook body, every property present", async () => {
    const { document, compiler } = await load('issue-tracking');
    const validate = compiler.validator(webhookBodySchema(document, 'TicketCreated'));
    expectValid(validate, JSON.parse(deliveryBody(ticketCreated(), 1)));
    expect(validate({ payload: { ...JSON.parse(deliveryBody(ticketCreated(), 1)).payload, unified_api: 'tickets' } })).not.toEqual([]);
  });

  it("match the Vault's connection webhook body", async () => {
    const { document, partial } = await load('vault');
    const validate = partial.validator(webhookBodySchema(document, 'ConnectionUpdated'));
    expectValid(validate, JSON.parse(deliveryBody(connectionUpdated(), 1)));
    expect(validate(JSON.parse(deliveryBody(connectionUpdated(sampleConnection({ state: 'asleep' })), 1)))).not.toEqual([]);
  });
});
