/**
 * Tax numbers on BigCommerce. Its customer has no tax-id field: the
 * description's customer (customers.v3.yml) carries `tax_exempt_category`,
 * an exemption code (a reason not to charge tax), which is not a number a
 * tax office issued. A store that collects a tax number does it with a form
 * field of its own, on the account or on an address (Settings → Account
 * signup form), read with `include=formfields`. The field's name is the
 * store's choice; the connector takes the first whose name says it is one:
 * "Tax ID", "Tax number", "VAT number", "VAT ID", "GST number", "ABN", "EIN",
 * "TIN" and the like. Trimmed; null when none is filled in.
 */
import type { BigCommerceFormField } from './wire-types.js';

/** "VAT number", "Tax ID", "GST registration number", or an abbreviation alone ("ABN"); never "Tax exempt …". */
const TAX_NUMBER_NAME = /^\s*(?:(?:tax|vat|gst|hst)\s*(?:id|number|no\.?|reg(?:istration)?(?:\s*(?:id|number|no\.?))?)|abn|ein|tin|nif|uid)\s*$/i;

export function taxNumberOf(fields: readonly BigCommerceFormField[] | undefined): string | null {
  for (const field of fields ?? []) {
    if (typeof field.name !== 'string' || !TAX_NUMBER_NAME.test(field.name)) continue;
    const value = typeof field.value === 'string' ? field.value.trim() : typeof field.value === 'number' ? String(field.value) : '';
    if (value !== '') return value;
  }
  return null;
}
