/** What `npm start` prints: where the service is, where its data is, and calls that work now. */
import { BOX_DEMO_ACCOUNT, welcomeFileIdOf } from '../sandbox/box/accounts.js';
import type { EmulatorHandle } from '../sandbox/framework/emulator.js';
import type { Store } from '../store/database.js';
import type { Config } from './config.js';
import { DEMO_SECOND_CONSUMER_ID, DEMO_THIRD_CONSUMER_ID } from './demo-ids.js';
import type { DemoSandbox } from './demo.js';
import type { SecretSource } from './secrets.js';

/** "A, B and C". */
const names = (list: readonly string[] | undefined): string => {
  const all = [...(list ?? [])];
  return all.length < 2 ? (all[0] ?? 'nothing') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
};

export interface BannerInput {
  config: Config;
  store: Store;
  masterKey: SecretSource<Buffer>;
  adminToken: SecretSource<string>;
  emulators: EmulatorHandle[];
  demo: DemoSandbox | undefined;
  /** From the process's start to listening: what a restart costs, shown where it is felt. */
  startedInMs: number;
}

/** A text file uploaded to the root folder, named with the shell's clock so that running it again makes another file. */
function uploadCurl(publicUrl: string, headers: string, name: string, text: string): string {
  const metadata = `{\\"name\\":\\"${name}-$(date +%s).txt\\",\\"parent_folder_id\\":\\"root\\"}`;
  return `  curl -s -X POST "${publicUrl}/file-storage/files" ${headers} -H "Content-Type: text/plain" -H "x-svc-metadata: ${metadata}" --data-binary "${text}"`;
}

/**
 * Pays the demo's open Square order in cash, once: the Idempotency-Key is this
 * start's, so the same curl again answers the first payment and moves no money.
 */
function payLines(publicUrl: string, headers: string, demo: DemoSandbox): string[] {
  const order = demo.orderToPay;
  if (!order) return [];
  const body = { merchant_id: demo.squareMerchantId, location_id: order.locationId, tenders: [{ type: 'cash', amount: order.amount }] };
  const key = `banner-pay-${Date.now().toString(36)}`;
  return [`  curl -s -X POST "${publicUrl}/pos/orders/${order.orderId}/pay" ${headers} -H "Idempotency-Key: ${key}" -H "Content-Type: application/json" -d '${JSON.stringify(body)}'`];
}

export function bannerText({ config, store, masterKey, adminToken, emulators, demo, startedInMs }: BannerInput): string {
  const lines = [
    '',
    `Unified integration API listening on ${config.publicUrl} (started in ${(startedInMs / 1000).toFixed(1)} s)`,
    `  store:          ${store.location}`,
    `  encryption key: ${masterKey.source}${masterKey.created ? ' (created now, mode 0600; back it up: without it stored credentials cannot be read)' : ''}`,
    `  admin token:    ${adminToken.source}${adminToken.created ? ' (created now, mode 0600)' : ''}`,
  ];
  if (emulators.length > 0) {
    lines.push(`  emulators:      ${emulators.map((emulator) => `${emulator.id} ${emulator.url}`).join(', ')}`);
  }
  if (demo) {
    lines.push('', 'Sandbox ready:', `  application id: ${demo.applicationId}`, `  consumer id:    ${demo.consumerId}`);
    if (demo.secretKey) {
      const headers = `-H "Authorization: Bearer ${demo.secretKey}" -H "x-svc-app-id: ${demo.applicationId}" -H "x-svc-consumer-id: ${demo.consumerId}"`;
      const secondHeaders = headers.replace(`x-svc-consumer-id: ${demo.consumerId}`, `x-svc-consumer-id: ${DEMO_SECOND_CONSUMER_ID}`);
      const thirdHeaders = headers.replace(`x-svc-consumer-id: ${demo.consumerId}`, `x-svc-consumer-id: ${DEMO_THIRD_CONSUMER_ID}`);
      lines.push(
        `  secret key:     ${demo.secretKey}`,
        '',
        'Try it:',
        `  curl -s "${config.publicUrl}/sms/messages?limit=3" ${headers}`,
        `  curl -s "${config.publicUrl}/customer-support/customers?limit=3&fields=id,first_name,last_name,emails" ${headers}`,
        `  curl -s "${config.publicUrl}/issue-tracking/collections?fields=id,name" ${headers}`,
        `  curl -s "${config.publicUrl}/crm/contacts?limit=3&fields=id,first_name,last_name,company_name" ${headers}`,
        `  curl -s "${config.publicUrl}/accounting/invoices?limit=3&fields=id,number,status,currency,total,balance" ${headers}`,
        `  curl -sg "${config.publicUrl}/accounting/fiscal-periods?filter[type]=year&fields=id,startdate,enddate,status,lockedthrough" ${headers}`,
        `  curl -sg "${config.publicUrl}/hris/employees?limit=3&filter[employment_status]=active&fields=id,first_name,last_name,title,department,manager" ${headers}`,
        `  curl -s "${config.publicUrl}/ecommerce/orders?limit=3&fields=id,number,status,currency,total_amount,line_items" ${headers}`,
        `  curl -s "${config.publicUrl}/file-storage/files?limit=5&fields=id,name,type,mime_type,size" ${headers}`,
        uploadCurl(config.publicUrl, headers, 'hello', 'Hello from the sandbox'),
        `  curl -s "${config.publicUrl}/file-storage/files/${welcomeFileIdOf(BOX_DEMO_ACCOUNT)}/download" ${headers}`,
        `  curl -s "${config.publicUrl}/pos/orders?limit=3&fields=id,status,currency,total_amount,payment_status" ${headers}`,
        ...payLines(config.publicUrl, headers, demo),
        `  curl -s "${config.publicUrl}/vault/connections?configured=true" ${headers}`,
        '',
        `The second demo consumer (${DEMO_SECOND_CONSUMER_ID}) is connected to ${names(demo.connectedTo[DEMO_SECOND_CONSUMER_ID])}:`,
        `  curl -s "${config.publicUrl}/customer-support/customers?limit=3&fields=id,first_name,last_name,emails" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/issue-tracking/collections?fields=id,name" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/crm/opportunities?limit=3&fields=id,title,monetary_amount,currency,status" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/accounting/invoices?limit=3&fields=id,number,status,currency,total,balance" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/accounting/trial-balance?fields=end_date,currency,totaldebit,totalcredit" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/hris/payrolls?fields=id,check_date,start_date,end_date,currency,totals" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/ats/applicants?limit=3&fields=id,name,stage,cv_url" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/file-storage/files?limit=5&fields=id,name,type,mime_type,size" ${secondHeaders}`,
        `  curl -s "${config.publicUrl}/file-storage/drives?fields=id,name" ${secondHeaders}`,
        uploadCurl(config.publicUrl, secondHeaders, 'notes', 'Uploaded to Google Drive'),
        `  curl -s "${config.publicUrl}/pos/orders?limit=3&fields=id,status,currency,total_amount,payment_status" ${secondHeaders}`,
        '',
        `The third (${DEMO_THIRD_CONSUMER_ID}) is connected to ${names(demo.connectedTo[DEMO_THIRD_CONSUMER_ID])}:`,
        `  curl -s "${config.publicUrl}/accounting/sales-orders?limit=3&fields=id,number,status,total,currency" ${thirdHeaders}`,
        `  curl -s "${config.publicUrl}/ecommerce/products?limit=3&fields=id,name,price,variants" ${thirdHeaders}`,
        '',
        'Webhooks: subscribe a receiver on this machine (any server answering 2xx; sandbox keys may deliver to 127.0.0.1), then make an event',
        `at Intercom (${DEMO_SECOND_CONSUMER_ID}); every demo connection delivers, and ${config.publicUrl}/webhook/logs shows each attempt:`,
        `  curl -s -X POST "${config.publicUrl}/webhook/webhooks" ${headers} -H "Content-Type: application/json" -d '{"unified_api":"customer-support","delivery_url":"http://127.0.0.1:9999/hook","events":["*"],"status":"enabled"}'`,
        `  curl -s -X POST "${config.publicUrl}/customer-support/customers" ${secondHeaders} -H "Content-Type: application/json" -d '{"first_name":"Ada","last_name":"Lovelace"}'`,
        '',
        'Hosted connect page: create a session, then open its data.session_uri in a browser (it works once):',
        `  curl -s -X POST "${config.publicUrl}/vault/sessions" ${headers} -H "Content-Type: application/json" -d '{"settings":{"unified_apis":["issue-tracking","sms"]}}'`,
      );
    } else {
      lines.push('  the demo key was revoked; create one with: npx svc keys create --app app_demo --mode sandbox');
    }
  }
  lines.push('', `API reference: ${config.publicUrl}/docs`, `Error types: ${config.publicUrl}/errors`, '');
  return lines.join('\n');
}

export function printBanner(input: BannerInput): void {
  process.stdout.write(`${bannerText(input)}\n`);
}
