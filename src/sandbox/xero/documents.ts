/**
 * What Xero's transaction documents share (invoices and bills, credit notes,
 * quotes, purchase orders, bank transactions): a contact, a currency with its
 * rate, line items and the totals computed from them (line-items.ts), and how
 * they are written out (the contact embedded, `DateString`s beside dates,
 * `HasAttachments`, the line items left out of whole lists where Xero leaves
 * them out, unit amounts to 2 decimals unless `unitdp=4`).
 */
import { createHash } from 'node:crypto';
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { attachmentsPresent } from './attachment-flags.js';
import { contactSummary, newContact } from './contacts.js';
import { dateString, isoSeconds } from './dates.js';
import { dec, num, round } from '../framework/kit/decimal.js';
import { computeLines, readLineAmountTypes, type LineAmountTypes, type LineItem, type Side } from './line-items.js';
import { contactOf } from './lookups.js';
import { currencyDigits, defaultRate, knowsCurrency } from './money.js';
import { isWholeList } from './paging.js';

type Ctx = KitContext<XeroOrganisation>;

export interface DocumentRules {
  side: Side;
  /** Discounts are taken on sales invoices and quotes only. */
  discounts: boolean;
  /** Whether lines with amounts need an account in this state. */
  accountsRequired: boolean;
  /** The default LineAmountTypes of this kind of document. */
  lineAmountTypes?: LineAmountTypes;
}

/** The organisation's "Standard" branding theme, which documents use unless they name another. */
export function standardTheme(organisation: XeroOrganisation): string {
  const hex = createHash('sha256').update(`${organisation.id}|standard-theme`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Unit amounts are kept to 4 decimals when the request says `unitdp=4`, else to 2. */
export function unitDigits(ctx: Ctx): number {
  return ctx.request.query.get('unitdp') === '4' ? 4 : 2;
}

/**
 * The computed part of a document from what it will be after a write
 * (`next`: the stored record with the request's changes laid over it):
 * contact resolved, currency checked, lines and totals worked out.
 */
export function computeDocument(ctx: Ctx, next: StoredRecord, previous: StoredRecord | undefined, rules: DocumentRules): Record<string, unknown> {
  const currency = String(next.CurrencyCode ?? ctx.account.baseCurrency).toUpperCase();
  if (!knowsCurrency(ctx.account, currency)) throw fail.validation(`The currency ${currency} is not enabled for this organisation`, { element: { CurrencyCode: currency } });
  const changedCurrency = previous !== undefined && previous.CurrencyCode !== currency;
  const rate = next.CurrencyRate !== undefined && !changedCurrency ? next.CurrencyRate : defaultRate(ctx.account, currency);
  if (!(typeof rate === 'number' && rate > 0)) throw fail.validation('CurrencyRate must be a positive number');
  if (currency === ctx.account.baseCurrency && rate !== 1) throw fail.validation('CurrencyRate must be 1 for the base currency');
  const lineAmountTypes = readLineAmountTypes(next.LineAmountTypes, rules.lineAmountTypes);
  const totals = computeLines(
    ctx.tenant,
    next.LineItems,
    { side: rules.side, digits: currencyDigits(currency), unitDigits: unitDigits(ctx), lineAmountTypes, discounts: rules.discounts, accountsRequired: rules.accountsRequired, newId: () => ctx.faker.string.uuid() },
    (previous?.LineItems ?? []) as LineItem[],
  );
  // Last, so that a document refused for its lines does not leave behind the contact its name created.
  const contact = contactOf(ctx, next.Contact, (name) => newContact(ctx, name));
  const theme = typeof next.BrandingThemeID === 'string' ? next.BrandingThemeID : standardTheme(ctx.account);
  return { Contact: { ContactID: contact.id }, CurrencyCode: currency, CurrencyRate: rate, LineAmountTypes: lineAmountTypes, BrandingThemeID: theme, ...totals };
}

/** Unit amounts as the request asked for them (2 decimals unless `unitdp=4`). */
function linesForRequest(lines: unknown, ctx: Ctx): unknown {
  if (!Array.isArray(lines) || unitDigits(ctx) === 4) return lines;
  return lines.map((line: LineItem) => {
    const unit = dec(line.UnitAmount);
    return unit === undefined ? line : { ...line, UnitAmount: num(round(unit, 2)) };
  });
}

/** A document as Xero writes it; `collection` is its list's name, for the whole-list rule. */
export function presentDocument(wire: Record<string, unknown>, record: StoredRecord, ctx: Ctx, options: { collection: string; omitLinesInWholeList: boolean; dates: readonly string[] }): Record<string, unknown> {
  const out: Record<string, unknown> = { ...wire };
  const contact = contactSummary(ctx, (record.Contact as { ContactID?: string } | undefined)?.ContactID);
  if (contact) out.Contact = contact;
  for (const field of options.dates) if (typeof record[field] === 'number') out[`${field}String`] = dateString(record[field] as number);
  if (typeof record.UpdatedDateUTC === 'number') out.UpdatedDateUTCString = isoSeconds(record.UpdatedDateUTC);
  if (options.omitLinesInWholeList && isWholeList(ctx.request, options.collection)) delete out.LineItems;
  else out.LineItems = linesForRequest(out.LineItems, ctx);
  out.HasAttachments = attachmentsPresent(ctx.tenant, record.id);
  return out;
}
