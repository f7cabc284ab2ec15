/**
 * The demo sandbox's ids, apart from demo.ts: the banner and the command line
 * name them without loading the emulators that demo.ts reads its accounts from.
 */
export const DEMO_APP_ID = 'app_demo';
export const DEMO_CONSUMER_ID = 'demo-consumer';
/**
 * A second demo consumer holds the connections to each API's second connector,
 * so the first consumer has one connection per API and needs no x-svc-service-id.
 */
export const DEMO_SECOND_CONSUMER_ID = 'demo-consumer-2';
/** And a third holds each API's third connector (Zoho Books for accounting). */
export const DEMO_THIRD_CONSUMER_ID = 'demo-consumer-3';
