/** Every scenario `bench/run.ts --scenario <id>` can run; the first is the default. */
import { hubspotContacts } from './hubspot-contacts.js';
import type { Scenario } from './scenario.js';
import { twilioMessages } from './twilio-messages.js';

export const SCENARIOS: readonly Scenario[] = [twilioMessages, hubspotContacts];

export function scenarioById(id: string | undefined): Scenario {
  if (id === undefined) return SCENARIOS[0] as Scenario;
  const found = SCENARIOS.find((scenario) => scenario.id === id);
  if (!found) throw new Error(`unknown scenario "${id}": ${SCENARIOS.map((scenario) => scenario.id).join(', ')}`);
  return found;
}
