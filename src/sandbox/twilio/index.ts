/**
 * Emulator of Twilio Programmable Messaging (REST API 2010-04-01): accounts
 * fetch and the Message resource, with Twilio's auth, paging and error bodies.
 * Each start() serves its own freshly seeded store.
 */
import type { FastifyInstance } from 'fastify';
import { type EmulatorDefinition, startEmulator } from '../framework/emulator.js';
import { registerAccountRoutes } from './accounts-routes.js';
import { registerTwilioAuth } from './auth.js';
import { twilioFailures } from './errors.js';
import { registerMessageRoutes } from './messages-routes.js';
import { createSeededTwilioStore } from './seed.js';
import type { TwilioStore } from './store.js';

export { TWILIO_DEMO_ACCOUNT, DEMO_MESSAGING_SERVICE_SIDS, DEMO_ACCOUNT_NUMBERS } from './seed-content.js';
export { SEEDED_MESSAGE_COUNT, createSeededTwilioStore } from './seed.js';
export { twilioFailures } from './errors.js';
export type { TwilioStore } from './store.js';

/** Adds the Twilio routes serving `store` to an emulator app. `now` is the clock for new messages. */
export function registerTwilioRoutes(app: FastifyInstance, store: TwilioStore, now: () => number = Date.now): void {
  registerTwilioAuth(app, store.account);
  registerAccountRoutes(app, store);
  registerMessageRoutes(app, store, now);
}

export const twilioEmulator: EmulatorDefinition = {
  id: 'twilio',
  start: (options) => {
    const store = createSeededTwilioStore(Date.now());
    return startEmulator('twilio', twilioFailures, (app) => registerTwilioRoutes(app, store), options);
  },
};
