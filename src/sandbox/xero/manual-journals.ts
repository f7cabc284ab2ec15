/**
 * Manual journals (GET, PUT, POST /ManualJournals; GET and POST
 * /ManualJournals/{ManualJournalID}): journal entries written by hand, lines
 * of `LineAmount` (debit positive, credit negative) on accounts named by
 * code. A journal is DRAFT until POSTED, when its lines must balance and it
 * posts to the ledger; a posted one is VOIDED (reversed), a draft DELETED.
 * Amounts are in the base currency, and untaxed unless a line names a tax type.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { dec, num, round, sum, ZERO } from '../framework/kit/decimal.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { dateString } from './dates.js';
import { day, guid, normalId, realEdits, text, updatedAt } from './fields.js';
import { attachmentsPresent } from './attachment-flags.js';
import { ledgerContext } from './invoice-status.js';
import { reverse } from './ledger.js';
import { accountByCode, accountById, taxRateOf, trackingOf } from './lookups.js';
import { currencyDigits } from './money.js';
import { postManualJournal } from './postings.js';
import { xeroQuery } from './query.js';

type Ctx = KitContext<XeroOrganisation>;

const MOVES: Readonly<Record<string, readonly string[]>> = { DRAFT: ['POSTED', 'DELETED'], POSTED: ['VOIDED'] };

function readLines(ctx: Ctx, value: unknown, previous: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw fail.validation('JournalLines must be a list');
  const digits = currencyDigits(ctx.account.baseCurrency);
  return value.map((raw, index) => {
    const line = (raw ?? {}) as Record<string, unknown>;
    const account = line.AccountID !== undefined ? accountById(ctx.tenant, line.AccountID) : accountByCode(ctx.tenant, line.AccountCode);
    if (!account) throw fail.validation(`Account code '${String(line.AccountCode ?? line.AccountID ?? '')}' is not a valid code for this document.`);
    const amount = dec(line.LineAmount);
    if (amount === undefined) throw fail.validation('LineAmount must be a number');
    const taxType = String(line.TaxType ?? 'NONE');
    if (!taxRateOf(ctx.tenant, taxType)) throw fail.validation(`The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.`);
    return {
      ...(previous[index]?.JournalLineID ? { JournalLineID: previous[index].JournalLineID } : { JournalLineID: ctx.faker.string.uuid() }),
      LineAmount: num(round(amount, digits)),
      AccountCode: account.Code,
      AccountID: account.id,
      ...(typeof line.Description === 'string' ? { Description: line.Description } : {}),
      TaxType: taxType,
      TaxAmount: 0,
      Tracking: trackingOf(ctx.tenant, line.Tracking),
      IsBlank: false,
    };
  });
}

function requireBalanced(lines: readonly Record<string, unknown>[]): void {
  if (lines.length < 2) throw fail.validation('A journal must have at least two lines');
  const amounts = lines.map((line) => dec(line.LineAmount) ?? ZERO);
  const debits = sum(amounts.filter((amount) => amount > ZERO));
  const credits = -sum(amounts.filter((amount) => amount < ZERO));
  if (debits !== credits) throw fail.validation(`The total debits (${num(debits)}) must equal total credits (${num(credits)})`);
}

export const manualJournals = defineResource<XeroOrganisation>({
  name: 'manualJournals',
  labels: { list: 'ManualJournals' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/ManualJournals`,
    list: `GET ${API_BASE}/ManualJournals`,
    create: `PUT ${API_BASE}/ManualJournals`,
    get: `GET ${API_BASE}/ManualJournals/:ManualJournalID`,
    update: `POST ${API_BASE}/ManualJournals/:ManualJournalID`,
  },
  idParam: 'ManualJournalID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    Narration: { kind: 'string', required: true },
    JournalLines: { kind: 'array', default: [] },
    Date: day(),
    LineAmountTypes: { kind: 'string', enum: ['Exclusive', 'Inclusive', 'NoTax'], default: 'NoTax' },
    Status: { kind: 'string', enum: ['DRAFT', 'POSTED', 'DELETED', 'VOIDED', 'ARCHIVED'], default: 'DRAFT' },
    Url: text(),
    ShowOnCashBasisReports: { kind: 'boolean', default: true },
    UpdatedDateUTC: updatedAt,
    id: guid('ManualJournalID'),
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.Status !== 'DRAFT' && record.Status !== 'POSTED') throw fail.validation('A manual journal is created DRAFT or POSTED');
      record.Date ??= Math.floor(ctx.now / 86_400_000) * 86_400_000;
      record.JournalLines = readLines(ctx, record.JournalLines, []);
      if (record.Status === 'POSTED') {
        requireBalanced(record.JournalLines as Record<string, unknown>[]);
        postManualJournal(ledgerContext(ctx), record);
      }
    },
    beforeUpdate(record, changes, ctx) {
      const from = String(record.Status);
      const to = String(changes.Status ?? from);
      if (to !== from && !(MOVES[from] ?? []).includes(to)) throw fail.validation(`Manual journal status cannot be changed from ${from} to ${to}`);
      if (from !== 'DRAFT' && realEdits(record, changes).length > 0) throw fail.validation(`This manual journal cannot be edited as it is ${from.toLowerCase()}`);
      if (changes.JournalLines !== undefined) changes.JournalLines = readLines(ctx, changes.JournalLines, record.JournalLines as Record<string, unknown>[]);
      const next: StoredRecord = { ...record, ...changes };
      if (to === 'POSTED' && from === 'DRAFT') {
        requireBalanced(next.JournalLines as Record<string, unknown>[]);
        postManualJournal(ledgerContext(ctx), next);
      }
      if (to === 'VOIDED') reverse(ledgerContext(ctx), record.id, record.Date as number);
    },
    present(wire, record, ctx) {
      return { ...wire, DateString: dateString(record.Date as number), HasAttachments: attachmentsPresent(ctx.tenant, record.id), Warnings: [] };
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({
  typeName: 'ManualJournal',
  resource: () => manualJournals,
  dialect: () => xeroDialect,
  extraFields: ['HasAttachments'],
});
