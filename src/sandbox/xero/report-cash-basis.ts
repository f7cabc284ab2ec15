/**
 * Cash basis (`paymentsOnly=true` on /Reports/TrialBalance, /Reports/BalanceSheet
 * and /Reports/ProfitAndLoss): the accrual journals (ledger.ts) turned into
 * the journals a ledger kept on payments would hold, so that every report
 * sums them exactly as it sums the accrual ones (report-books.ts).
 *
 * The rule, from the one ledger and the documents' own settlements:
 * - a document's journal (an invoice, bill, credit note or expense claim
 *   taking effect, which sits on receivables or payables) is left out;
 * - a payment's journal keeps its bank line, and its receivable or payable
 *   line becomes the document's income, expense and tax lines in proportion
 *   to what it settles (amount ÷ the document's total, in the document's
 *   currency), at the payment's date; a deleted payment's reversal takes
 *   that share back;
 * - a credit note allocated to an invoice settles both at the allocation's
 *   date (no money moves, but Xero's cash basis counts an allocation as a
 *   payment): the invoice's share and the credit note's share;
 * - everything else (spend and receive money, transfers, manual journals)
 *   counts as it is.
 * Shares are cumulative per document: a settlement recognises the share of
 * what is settled so far less what earlier ones did, each share's lines
 * rounded to the base currency and adding up to the rounded share of the
 * document's total, so a settled document ends with exactly its lines and
 * a payment at the document's own rate leaves nothing on the control
 * account. What a settlement leaves over (a payment at another rate than
 * the document's, or a cent of a foreign-currency document whose lines were
 * converted one by one) stays on the control account, where the accrual
 * ledger leaves it too: the emulator posts no realised currency gains
 * (README), and the two bases then differ by exactly the unsettled part.
 */
import type { KitContext, StoredRecord, TenantState } from '../framework/kit/index.js';
import { abs, dec, divRound, int, sum, text, ZERO, type Dec } from '../framework/kit/decimal.js';
import type { XeroOrganisation } from './accounts.js';
import { system } from './ledger.js';
import { currencyDigits } from './money.js';
import type { BookJournal, Books } from './report-books.js';
import { booleanParam } from './report-format.js';

/** Journals of a document taking effect on receivables or payables. */
const DOCUMENT_SOURCES = new Set(['ACCREC', 'ACCPAY', 'ACCRECCREDIT', 'ACCPAYCREDIT', 'EXPCLAIM']);
/** Journals of money paid or refunded against such a document. */
const SETTLEMENT_SOURCES = new Set(['ACCRECPAYMENT', 'ACCPAYPAYMENT', 'ARCREDITPAYMENT', 'APCREDITPAYMENT', 'EXPPAYMENT']);

type Lines = Map<string, Dec>;
type JournalLine = Record<string, unknown>;

/** One document's part in a settlement: `amount` more of its `total` settled (negative when taken back). */
interface Share { documentId: string; amount: Dec; total: Dec }

/** A settlement in date order: the lines it keeps as they are, the shares it recognises, where its remainder goes. */
interface Settlement { date: number; order: number; kept: JournalLine[]; shares: Share[]; control: string }

/** The books a report reads: the accrual journals, or their cash version when `paymentsOnly=true`. */
export function booksFor(ctx: KitContext<XeroOrganisation>): Books {
  const journals = ctx.tenant.table('journals').all();
  return { tenant: ctx.tenant, journals: booleanParam(ctx, 'paymentsOnly') ? cashJournals(ctx.tenant, ctx.account, journals) : journals };
}

/**
 * `settled` of `total` of a document's lines, each rounded to `step` (one
 * minor unit of the base currency); the rounding differences go, one unit
 * at a time, to the largest lines, so that the lines add up to the rounded
 * share of their sum.
 */
export function shareOf(lines: Lines, settled: Dec, total: Dec, step: bigint): Lines {
  const out: Lines = new Map();
  if (total === ZERO || settled === ZERO) return out;
  for (const [account, value] of lines) out.set(account, divRound(value * settled, total * step) * step);
  const target = divRound(sum(lines.values()) * settled, total * step) * step;
  let left = target - sum(out.values());
  const largest = [...lines.keys()].sort((a, b) => (abs(lines.get(b)!) > abs(lines.get(a)!) ? 1 : -1));
  for (let index = 0; left !== ZERO && largest.length > 0; index += 1) {
    const account = largest[index % largest.length]!;
    const unit = left > ZERO ? step : -step;
    out.set(account, out.get(account)! + unit);
    left -= unit;
  }
  return out;
}

const linesOf = (journal: StoredRecord) => journal.JournalLines as JournalLine[];
const netOf = (line: JournalLine) => dec(line.NetAmount) ?? ZERO;

/** Every document's posted lines (all its journals summed), control accounts left out, and its control total. */
function documentPostings(journals: readonly StoredRecord[], controls: ReadonlySet<string>) {
  const postings = new Map<string, { lines: Lines; control: Dec }>();
  for (const journal of journals) {
    if (!DOCUMENT_SOURCES.has(String(journal.SourceType))) continue;
    const id = String(journal.SourceID);
    const posting = postings.get(id) ?? { lines: new Map(), control: ZERO };
    for (const line of linesOf(journal)) {
      const account = String(line.AccountID);
      if (controls.has(account)) posting.control += netOf(line);
      else posting.lines.set(account, (posting.lines.get(account) ?? ZERO) + netOf(line));
    }
    postings.set(id, posting);
  }
  return postings;
}

/** The document a payment journal settles and how much of it (document currency), or undefined when the payment is unknown. */
function paymentShare(tenant: TenantState, journal: StoredRecord, controlNet: Dec, documentControl: (id: string) => Dec): Share | undefined {
  const sourceId = String(journal.SourceID);
  const payment = tenant.table('payments').get(sourceId);
  if (payment) {
    const document = tenant.table(String(payment.DocumentTable)).get(String(payment.DocumentID));
    if (!document) return undefined;
    return { documentId: document.id, amount: dec(payment.Amount) ?? ZERO, total: dec(document.Total) ?? ZERO };
  }
  // An expense claim's repayment (expense-claims.ts) is in the base currency at rate 1: its own ledger amounts say how much.
  const claim = tenant.table('expenseClaims').all().find((candidate) => ((candidate.Payments ?? []) as Array<{ PaymentID?: string }>).some((entry) => entry.PaymentID === sourceId));
  if (!claim) return undefined;
  return { documentId: claim.id, amount: abs(controlNet), total: abs(documentControl(claim.id)) };
}

/** The cash version of the journals: see the rule at the top of the file. */
export function cashJournals(tenant: TenantState, organisation: XeroOrganisation, journals: readonly StoredRecord[]): BookJournal[] {
  const receivable = system.receivable(tenant).id;
  const payable = system.payable(tenant).id;
  const controls = new Set([receivable, payable]);
  const step = int(1) / 10n ** BigInt(currencyDigits(organisation.baseCurrency));
  const ordered = [...journals].sort((a, b) => (a.JournalNumber as number) - (b.JournalNumber as number));
  const postings = documentPostings(ordered, controls);
  const out: BookJournal[] = [];
  const settlements: Settlement[] = [];
  const firstOf = new Map<string, number>();

  for (const journal of ordered) {
    const source = String(journal.SourceType);
    if (DOCUMENT_SOURCES.has(source)) continue;
    if (!SETTLEMENT_SOURCES.has(source)) { out.push(journal); continue; }
    const controlLine = linesOf(journal).find((line) => controls.has(String(line.AccountID)));
    const found = controlLine && paymentShare(tenant, journal, netOf(controlLine), (id) => postings.get(id)?.control ?? ZERO);
    if (!controlLine || !found) { out.push(journal); continue; }
    // A payment posts once; a later journal of the same payment is its deletion's reversal (ledger.ts reverse).
    const sourceId = String(journal.SourceID);
    const reversal = firstOf.has(sourceId);
    if (!reversal) firstOf.set(sourceId, journal.JournalNumber as number);
    settlements.push({
      date: journal.JournalDate as number,
      order: journal.JournalNumber as number,
      kept: linesOf(journal).filter((line) => line !== controlLine),
      shares: [{ ...found, amount: reversal ? -found.amount : found.amount }],
      control: String(controlLine.AccountID),
    });
  }

  for (const note of tenant.table('creditNotes').all()) {
    for (const allocation of (note.Allocations ?? []) as Array<Record<string, unknown>>) {
      if (allocation.IsDeleted === true) continue;
      const invoice = tenant.table('invoices').get(String(allocation.InvoiceID));
      const amount = dec(allocation.Amount) ?? ZERO;
      if (!invoice) continue;
      settlements.push({
        date: allocation.Date as number,
        order: Number.MAX_SAFE_INTEGER,
        kept: [],
        shares: [{ documentId: invoice.id, amount, total: dec(invoice.Total) ?? ZERO }, { documentId: note.id, amount, total: dec(note.Total) ?? ZERO }],
        control: note.Type === 'ACCPAYCREDIT' ? payable : receivable,
      });
    }
  }

  settlements.sort((a, b) => a.date - b.date || a.order - b.order);
  const settledSoFar = new Map<string, Dec>();
  for (const settlement of settlements) {
    const lines: Lines = new Map();
    for (const line of settlement.kept) lines.set(String(line.AccountID), (lines.get(String(line.AccountID)) ?? ZERO) + netOf(line));
    for (const share of settlement.shares) {
      const posting = postings.get(share.documentId);
      if (!posting) continue;
      const before = settledSoFar.get(share.documentId) ?? ZERO;
      const after = before + share.amount;
      settledSoFar.set(share.documentId, after);
      const was = shareOf(posting.lines, before, share.total, step);
      const now = shareOf(posting.lines, after, share.total, step);
      for (const account of new Set([...was.keys(), ...now.keys()])) {
        lines.set(account, (lines.get(account) ?? ZERO) + (now.get(account) ?? ZERO) - (was.get(account) ?? ZERO));
      }
    }
    const remainder = -sum(lines.values());
    if (remainder !== ZERO) lines.set(settlement.control, (lines.get(settlement.control) ?? ZERO) + remainder);
    out.push({
      JournalDate: settlement.date,
      JournalLines: [...lines].filter(([, value]) => value !== ZERO).map(([AccountID, value]) => ({ AccountID, NetAmount: text(value) })),
    });
  }
  return out;
}
