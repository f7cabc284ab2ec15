/**
 * Every connector the service ships. Adding one means adding its folder and a
 * line here. Importing this loads every connector's code: the service reaches
 * it through `defaultRegistry` (index.ts), which loads it on first use.
 */
import { asana } from './asana/definition.js';
import { bigcommerce } from './bigcommerce/definition.js';
import { box } from './box/definition.js';
import { googleDrive } from './google-drive/definition.js';
import { greenhouse } from './greenhouse/definition.js';
import { gusto } from './gusto/definition.js';
import { square } from './square/definition.js';
import { clover } from './clover/definition.js';
import type { ConnectorDefinition } from './framework/define.js';
import { hubspot } from './hubspot/definition.js';
import { intercom } from './intercom/definition.js';
import { jira } from './jira/definition.js';
import { pipedrive } from './pipedrive/definition.js';
import { quickbooks } from './quickbooks/definition.js';
import { twilio } from './twilio/definition.js';
import { vonage } from './vonage/definition.js';
import { xero } from './xero/definition.js';
import { zendesk } from './zendesk/definition.js';
import { zohoBooks } from './zoho-books/definition.js';
import { bamboohr } from './bamboohr/definition.js';
import { shopify } from './shopify/definition.js';

export const CONNECTORS: readonly ConnectorDefinition[] = [twilio, zendesk, jira, intercom, asana, vonage, hubspot, pipedrive, xero, quickbooks, zohoBooks, bamboohr, gusto, greenhouse, shopify, square, clover, bigcommerce, box, googleDrive];
