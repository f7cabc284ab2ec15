/**
 * Xero's classic expense claims and the receipts they group, as the Accounting
 * API has them (xero_accounting.yaml; developer.xero.com "Expense Claims" and
 * "Receipts"):
 *
 * - /ExpenseClaims: GET (whole, never paged; `where`, `order`,
 *   If-Modified-Since), PUT (a user's DRAFT receipts submitted as one claim);
 *   /ExpenseClaims/{id}: GET, POST (its status: AUTHORISED, PAID, VOIDED; the
 *   receipts it holds while SUBMITTED). No DELETE.
 * - /Receipts: PUT (a DRAFT receipt of a user, from a contact, with line
 *   items); /Receipts/{id}: POST (its date, lines, reference while DRAFT or
 *   in a SUBMITTED claim). Receipts name no currency: they are in the
 *   organisation's base currency.
 *
 * Xero's PUT and POST on claims name the user and the receipts every time.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import { UNIT_DP, type XeroDocument } from './documents.js';
import { allOf } from './where.js';

export interface XeroUser {
  UserID: string;
  EmailAddress?: string;
  FirstName?: string;
  LastName?: string;
}

/** A receipt: a document with lines, in the base currency (it names none). */
export interface XeroReceipt extends XeroDocument {
  ReceiptID: string;
  ReceiptNumber?: string;
  User?: XeroUser;
}

export interface XeroExpenseClaim {
  ExpenseClaimID: string;
  Status?: 'SUBMITTED' | 'AUTHORISED' | 'PAID' | 'VOIDED' | 'DELETED' | string;
  User?: XeroUser;
  Receipts?: XeroReceipt[];
  Total?: number;
  AmountDue?: number;
  AmountPaid?: number;
  PaymentDueDate?: string;
  ReportingDate?: string;
  UpdatedDateUTC?: string;
}

/** The receipt fields a write sends. */
export type ReceiptWrite = Pick<XeroReceipt, 'Date' | 'Contact' | 'LineAmountTypes' | 'LineItems' | 'Reference'>;

/** One claim with its receipts and their lines; a deleted one is gone. */
export async function readClaim(ctx: ConnectorContext, id: string): Promise<XeroExpenseClaim> {
  const claim = await xeroOne<XeroExpenseClaim>(ctx, 'ExpenseClaims', id, 'expense claim');
  if (claim.Status === 'DELETED') throw entityNotFound('No Xero expense claim has this id', { id });
  return claim;
}

/** Every claim a query selects (Xero answers them whole); deleted ones left out. */
export async function listClaims(ctx: ConnectorContext, asked: { where: ReadonlyArray<string | undefined>; modifiedSince: string | undefined }): Promise<XeroExpenseClaim[]> {
  const where = allOf(['Status!="DELETED"', ...asked.where]);
  const body = await xero<{ ExpenseClaims?: XeroExpenseClaim[] }>(ctx, { method: 'GET', path: 'ExpenseClaims', ...(where ? { query: { where } } : {}), ...(asked.modifiedSince ? { modifiedSince: asked.modifiedSince } : {}) });
  return body.ExpenseClaims ?? [];
}

/** The user a claim is for: a user of the organisation, or a 400 naming the field. */
export async function userOf(ctx: ConnectorContext, id: string | undefined): Promise<XeroUser> {
  const refuse = (reason: string) => new ApiError('RequestValidationError', { message: `employee.id ${reason}`, detail: { 'employee.id': reason } });
  if (!id) throw refuse('is required: the Xero user whose expenses these are');
  try {
    return await xeroOne<XeroUser>(ctx, 'Users', id, 'user');
  } catch (error) {
    if (error instanceof ApiError && error.typeName === 'EntityNotFoundError') throw refuse('names no user of the Xero organisation');
    throw error;
  }
}

export function userName(user: XeroUser | undefined): string | null {
  const name = [user?.FirstName?.trim(), user?.LastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}

/** A new DRAFT receipt of `userId`; its id. */
export async function createReceipt(ctx: ConnectorContext, userId: string, fields: ReceiptWrite): Promise<string> {
  const body = await xero(ctx, { method: 'PUT', path: 'Receipts', query: UNIT_DP, json: { Receipts: [{ ...fields, User: { UserID: userId } }] } });
  return firstOf<XeroReceipt>(body, 'Receipts').ReceiptID;
}

/** A receipt rewritten with `fields` (its lines replaced by those sent); its id. */
export async function updateReceipt(ctx: ConnectorContext, receipt: XeroReceipt, fields: ReceiptWrite): Promise<string> {
  const body = await xero(ctx, { method: 'POST', path: `Receipts/${receipt.ReceiptID}`, query: UNIT_DP, json: { Receipts: [{ ReceiptID: receipt.ReceiptID, ...fields, User: { UserID: receipt.User?.UserID } }] } });
  return firstOf<XeroReceipt>(body, 'Receipts').ReceiptID;
}

/** PUTs a new claim, or POSTs a change of one, naming its user and receipts as Xero wants them named. */
export async function saveClaim(ctx: ConnectorContext, claim: { id?: string; userId: string; receiptIds: readonly string[]; status: string }): Promise<string> {
  const fields = { ...(claim.id ? { ExpenseClaimID: claim.id } : {}), Status: claim.status, User: { UserID: claim.userId }, Receipts: claim.receiptIds.map((id) => ({ ReceiptID: id })) };
  const body = await xero(ctx, { method: claim.id ? 'POST' : 'PUT', path: claim.id ? `ExpenseClaims/${claim.id}` : 'ExpenseClaims', json: { ExpenseClaims: [fields] } });
  return firstOf<XeroExpenseClaim>(body, 'ExpenseClaims').ExpenseClaimID;
}

/** The statuses a claim goes through from `from` to `to`, one POST each (paying an unapproved claim approves it first). */
export function movesBetween(from: string, to: string): string[] {
  if (from === to) return [];
  if (to === 'PAID' && from === 'SUBMITTED') return ['AUTHORISED', 'PAID'];
  return [to];
}
