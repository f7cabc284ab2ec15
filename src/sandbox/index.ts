/** The emulators that stand in for the platforms when sandbox keys are used. */
import type { EmulatorDefinition, EmulatorHandle, EmulatorStartOptions } from './framework/emulator.js';
import { twilioEmulator } from './twilio/index.js';
import { asanaEmulator } from './asana/index.js';
import { jiraEmulator } from './jira/index.js';
import { zendeskEmulator } from './zendesk/index.js';
import { intercomEmulator } from './intercom/index.js';
import { vonageEmulator } from './vonage/index.js';
import { pipedriveEmulator } from './pipedrive/index.js';
import { hubspotEmulator } from './hubspot/index.js';
import { xeroEmulator } from './xero/index.js';
import { quickbooksEmulator } from './quickbooks/index.js';
import { zohoBooksEmulator } from './zoho-books/index.js';
import { bamboohrEmulator } from './bamboohr/index.js';
import { greenhouseEmulator } from './greenhouse/index.js';
import { boxEmulator } from './box/index.js';
import { googleDriveEmulator } from './google-drive/index.js';
import { gustoEmulator } from './gusto/index.js';
import { shopifyEmulator } from './shopify/index.js';
import { squareEmulator } from './square/index.js';
import { bigcommerceEmulator } from './bigcommerce/index.js';

export const EMULATORS: readonly EmulatorDefinition[] = [twilioEmulator, zendeskEmulator, jiraEmulator, intercomEmulator, asanaEmulator, vonageEmulator, pipedriveEmulator, hubspotEmulator, quickbooksEmulator, xeroEmulator, zohoBooksEmulator, bamboohrEmulator, gustoEmulator, greenhouseEmulator, shopifyEmulator, squareEmulator, bigcommerceEmulator, boxEmulator, googleDriveEmulator];

export async function startEmulators(options: EmulatorStartOptions = {}): Promise<EmulatorHandle[]> {
  return Promise.all(EMULATORS.map((emulator) => emulator.start(options)));
}
