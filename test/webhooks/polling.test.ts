/**
 * Virtual webhooks end to end on loopback: records created, updated and
 * deleted in an emulator (through the unified API) reach a receiver as
 * signed deliveries of the right event types, `detected_by: polling`, once
 * each; the first pass is a baseline that reports nothing. Jira tickets take
 * the "updated since" path (changes listed with JQL `updated >=`, a complete
 * listing every second pass for deletions); Zendesk customers the complete
 * listing every pass. Native events are taken off the connectors here
 * (polling-fixture.ts), so polling is the only source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { pollerRows, pollOnlyRegistry, setPollInterval, startWorkers, subscribe, verified, type VerifiedDelivery } from './polling-fixture.js';

const JIRA = { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken };
const ZENDESK = { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken };
const HR = '10003';
const TICKET_EVENTS = ['issue-tracking.ticket.created', 'issue-tracking.ticket.updated', 'issue-tracking.ticket.deleted'];

for (const backend of BACKENDS) {
  describe(`virtual webhooks (${backend})`, () => {
    const connectors = pollOnlyRegistry();
    let svc: TestService;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    let workers: ReturnType<typeof startWorkers>;
    let ticketSecret: string;
    let customerSecret: string;

    const unified = (method: string, path: string, consumer: string, json?: unknown) => call(`${svc.url}${path}`, { method, headers: tenant.headers(consumer), json });
    const deliveries = (path: string, secret: string): VerifiedDelivery[] => receiver.received.filter((webhook) => webhook.path === path).map((webhook) => verified(secret, webhook));
    const about = (path: string, secret: string, entityId: string) => deliveries(path, secret).filter((delivery) => delivery.payload.entity_id === entityId);
    const waitForEvent = async (path: string, secret: string, entityId: string, type: string) => {
      await waitFor(() => about(path, secret, entityId).some((delivery) => delivery.payload.event_type === type), `${type} of ${entityId}`, 20_000);
      return about(path, secret, entityId).find((delivery) => delivery.payload.event_type === type) as VerifiedDelivery;
    };

    beforeAll(async () => {
      svc = await startTestService({ backend, emulators: [jiraEmulator, zendeskEmulator], record: true, connectors });
      tenant = await svc.tenant();
      receiver = await startWebhookReceiver();
      await tenant.connect('jira-consumer', 'issue-tracking', 'jira', JIRA);
      await tenant.connect('zendesk-consumer', 'customer-support', 'zendesk', ZENDESK);
      await setPollInterval(svc, tenant.appId, 1);
      ticketSecret = (await subscribe(svc, tenant, 'issue-tracking', `${receiver.url}/tickets`, TICKET_EVENTS)).secret;
      customerSecret = (await subscribe(svc, tenant, 'customer-support', `${receiver.url}/customers`, ['*'])).secret;
      workers = startWorkers(svc, connectors);
      // The baselines: one complete pass each, which publishes nothing.
      await waitFor(async () => (await pollerRows(svc, tenant.appId, 'issue-tracking/tickets'))[0]?.passes === 1, 'the tickets baseline', 20_000);
      await waitFor(async () => (await pollerRows(svc, tenant.appId, 'customer-support/customers'))[0]?.passes === 1, 'the customers baseline', 20_000);
    });
    afterAll(async () => {
      await workers?.stop();
      await receiver?.close();
      await svc?.close();
    });

    it('polls only the resources a subscription wants, and the baseline reports nothing', async () => {
      const tickets = (await pollerRows(svc, tenant.appId, 'issue-tracking/tickets'))[0]!;
      expect(tickets.knownCount).toBeGreaterThan(10);
      // The subscription lists ticket events only: comments (also polled when wanted) are not listed at all.
      expect(await pollerRows(svc, tenant.appId, 'issue-tracking/comments')).toEqual([]);
      expect(svc.emulators.jira!.exchanges.some((exchange) => exchange.path.endsWith('/comment'))).toBe(false);
      expect(receiver.received).toEqual([]);
    });

    it('delivers a Jira ticket created, updated and deleted, signed, once each and in order', async () => {
      const created = await unified('POST', `/issue-tracking/collections/${HR}/tickets`, 'jira-consumer', { subject: 'Polled into existence' });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      const read = (await unified('GET', `/issue-tracking/collections/${HR}/tickets/${id}`, 'jira-consumer')).body.data;

      const createdEvent = await waitForEvent('/tickets', ticketSecret, id, 'issue-tracking.ticket.created');
      expect(createdEvent.payload).toMatchObject({
        event_type: 'issue-tracking.ticket.created',
        detected_by: 'polling',
        service_id: 'jira',
        consumer_id: 'jira-consumer',
        entity_type: 'ticket',
        entity_url: `${svc.url}/issue-tracking/collections/${HR}/tickets/${id}`,
        occurred_at: read.created_at,
      });
      expect(createdEvent.webhookId).toBe(createdEvent.payload.event_id);
      // The URL in the event reads the record through the service.
      expect((await call(createdEvent.payload.entity_url, { headers: tenant.headers('jira-consumer') })).body.data.id).toBe(id);

      expect((await unified('PATCH', `/issue-tracking/collections/${HR}/tickets/${id}`, 'jira-consumer', { subject: 'Polled and changed' })).status).toBe(200);
      const changed = (await unified('GET', `/issue-tracking/collections/${HR}/tickets/${id}`, 'jira-consumer')).body.data;
      const updatedEvent = await waitForEvent('/tickets', ticketSecret, id, 'issue-tracking.ticket.updated');
      expect(updatedEvent.payload.occurred_at).toBe(changed.updated_at);

      expect((await unified('DELETE', `/issue-tracking/collections/${HR}/tickets/${id}`, 'jira-consumer')).status).toBe(200);
      const deletedEvent = await waitForEvent('/tickets', ticketSecret, id, 'issue-tracking.ticket.deleted');
      expect(deletedEvent.payload.entity_url).toBe(`${svc.url}/issue-tracking/collections/${HR}/tickets/${id}`);

      // Two more passes: nothing is reported again.
      const passes = (await pollerRows(svc, tenant.appId, 'issue-tracking/tickets'))[0]!.passes;
      await waitFor(async () => (await pollerRows(svc, tenant.appId, 'issue-tracking/tickets'))[0]!.passes >= passes + 2, 'two more passes', 20_000);
      expect(about('/tickets', ticketSecret, id).map((delivery) => delivery.payload.event_type)).toEqual(TICKET_EVENTS);
      // Changes were listed with Jira's own filter between complete listings.
      const searches = svc.emulators.jira!.exchanges.filter((exchange) => exchange.path === '/rest/api/3/search/jql').map((exchange) => exchange.requestBody);
      expect(searches.some((body) => body.includes('updated >='))).toBe(true);
      expect(searches.some((body) => !body.includes('updated >='))).toBe(true);
    });

    it('delivers a Zendesk customer created, updated and deleted from complete listings', async () => {
      const created = await unified('POST', '/customer-support/customers', 'zendesk-consumer', { first_name: 'Ada', last_name: 'Polled', emails: [{ email: 'ada.polled@example.com', type: 'primary' }] });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      const createdEvent = await waitForEvent('/customers', customerSecret, id, 'customer-support.customer.created');
      expect(createdEvent.payload).toMatchObject({ detected_by: 'polling', service_id: 'zendesk', entity_url: `${svc.url}/customer-support/customers/${id}` });

      expect((await unified('PATCH', `/customer-support/customers/${id}`, 'zendesk-consumer', { notes: 'changed downstream' })).status).toBe(200);
      await waitForEvent('/customers', customerSecret, id, 'customer-support.customer.updated');

      const before = Date.now();
      expect((await unified('DELETE', `/customer-support/customers/${id}`, 'zendesk-consumer')).status).toBe(200);
      const deletedEvent = await waitForEvent('/customers', customerSecret, id, 'customer-support.customer.deleted');
      // A record that is gone carries no time of its own: a deletion is dated when the pass saw it.
      expect(Date.parse(deletedEvent.payload.occurred_at)).toBeGreaterThanOrEqual(before);
      expect(about('/customers', customerSecret, id).map((delivery) => delivery.payload.event_type)).toEqual([
        'customer-support.customer.created',
        'customer-support.customer.updated',
        'customer-support.customer.deleted',
      ]);
      // Every event the receiver got was about a change made here: none from the baselines.
      expect(new Set(deliveries('/customers', customerSecret).map((delivery) => delivery.payload.entity_id))).toEqual(new Set([id]));
    });
  });
}
