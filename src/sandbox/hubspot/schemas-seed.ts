/**
 * The custom objects every account starts with: "projects" (a delivery
 * project run for a customer company: a name, a code, a budget and a status;
 * two for each of the first customer companies) and "subscriptions" (a
 * customer's plan: a name, a code, a plan and its seats; one per customer).
 */
import { seedClock, type SeedContext, type StoredRecord } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { associationsOf } from './association-store.js';
import { CUSTOM_OBJECT_BASE, type PropertyDefinition } from './object-types.js';
import { storedDefinition } from './properties.js';
import { CUSTOM_TABLE } from './types.js';

interface SchemaSeed {
  name: string;
  labels: { singular: string; plural: string };
  description: string;
  properties: readonly PropertyDefinition[];
  secondary: string;
}

const own = (name: string, label: string, type: PropertyDefinition['type'], options?: string[]): PropertyDefinition =>
  ({ name, label, type, hubspotDefined: false, ...(options ? { options } : {}) });

const PROJECTS: SchemaSeed = {
  name: 'projects', labels: { singular: 'Project', plural: 'Projects' }, description: 'Delivery projects run for customers', secondary: 'project_status',
  properties: [own('project_name', 'Project name', 'string'), own('code', 'Project code', 'string'), own('budget', 'Budget', 'number'), own('project_status', 'Status', 'enumeration', ['planned', 'active', 'done'])],
};

const SUBSCRIPTIONS: SchemaSeed = {
  name: 'subscriptions', labels: { singular: 'Subscription', plural: 'Subscriptions' }, description: 'The plans customers subscribe to', secondary: 'plan',
  properties: [own('subscription_name', 'Subscription', 'string'), own('code', 'Contract code', 'string'), own('plan', 'Plan', 'enumeration', ['starter', 'professional', 'enterprise']), own('seats', 'Seats', 'number')],
};

type Values = Record<string, string>;

function defineSchema({ account, faker, now, put }: SeedContext<HubspotAccount>, newId: () => string, seed: SchemaSeed): string {
  const created = seedClock(now).daysAgo(180, faker);
  const schemaId = newId().slice(0, 7);
  const objectTypeId = `2-${schemaId}`;
  const primary = seed.properties[0]?.name as string;
  put('schemas', {
    id: schemaId, objectTypeId, name: seed.name, fullyQualifiedName: `p${account.portalId}_${seed.name}`, labels: seed.labels, description: seed.description,
    primaryDisplayProperty: primary, secondaryDisplayProperties: [seed.secondary], requiredProperties: [primary], searchableProperties: [primary],
    associatedObjects: ['0-2', '0-1'], createdAt: created, updatedAt: created, archived: false,
  });
  [...CUSTOM_OBJECT_BASE, ...seed.properties].forEach((definition, index) => put('properties', storedDefinition(objectTypeId, definition, created, index)));
  return objectTypeId;
}

export function seedSchemas(ctx: SeedContext<HubspotAccount>, newId: () => string): void {
  const { tenant, faker, now, put } = ctx;
  const clock = seedClock(now);
  const owners = tenant.table('owners').all().map((owner) => owner.id);
  const customers = tenant.table('companies').all().filter((company) => (company.properties as Values).lifecyclestage === 'customer');
  const object = (objectTypeId: string, company: StoredRecord, properties: Values) => {
    const at = clock.daysAgo(faker.number.int({ min: 10, max: 150 }), faker);
    const made = put(CUSTOM_TABLE, { id: newId(), objectTypeId, createdAt: at, updatedAt: at, archived: false, properties: { ...properties, hubspot_owner_id: faker.helpers.arrayElement(owners) } });
    associationsOf(tenant).add(objectTypeId, made.id, '0-2', company.id);
  };
  const projects = defineSchema(ctx, newId, PROJECTS);
  for (const company of customers.slice(0, 4)) {
    for (const phase of ['Rollout', 'Training']) {
      object(projects, company, {
        project_name: `${String((company.properties as Values).name)} ${phase}`, code: `PRJ-${faker.string.numeric(4)}`,
        budget: String(faker.number.int({ min: 5, max: 80 }) * 1000), project_status: faker.helpers.arrayElement(['planned', 'active', 'done']),
      });
    }
  }
  const subscriptions = defineSchema(ctx, newId, SUBSCRIPTIONS);
  for (const company of customers) {
    object(subscriptions, company, {
      subscription_name: `${String((company.properties as Values).name)} plan`, code: `SUB-${faker.string.numeric(5)}`,
      plan: faker.helpers.arrayElement(['starter', 'professional', 'enterprise']), seats: String(faker.number.int({ min: 5, max: 500 })),
    });
  }
}
