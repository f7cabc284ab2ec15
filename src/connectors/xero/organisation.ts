/**
 * The organisation a call is for (GET /Organisation), and its base currency:
 * amounts of a new document without a currency are in it, so the connector
 * needs it to turn minor units into Xero's decimals.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { xero } from './api.js';

export interface XeroOrganisation {
  OrganisationID: string;
  Name?: string;
  LegalName?: string;
  BaseCurrency?: string;
  CountryCode?: string;
  TaxNumber?: string;
  PaysTax?: boolean;
  OrganisationStatus?: string;
  FinancialYearEndMonth?: number;
  FinancialYearEndDay?: number;
  CreatedDateUTC?: string;
  SalesTaxBasis?: string;
  /** Lock dates, shown when set (/Date(…)/): postings on or before them are refused. */
  PeriodLockDate?: string;
  EndOfYearLockDate?: string;
  Addresses?: Array<Record<string, string>>;
  Phones?: Array<Record<string, string>>;
}

export async function organisationOf(ctx: ConnectorContext): Promise<XeroOrganisation> {
  const body = await xero<{ Organisations?: XeroOrganisation[] }>(ctx, { method: 'GET', path: 'Organisation' });
  const organisation = body.Organisations?.[0];
  if (!organisation) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Xero answered /Organisation without the organisation' });
  return organisation;
}

/** The currency of a write: the record's, else the organisation's base currency. */
export async function currencyOf(ctx: ConnectorContext, asked: string | null | undefined): Promise<string> {
  return asked || baseCurrencyOf(await organisationOf(ctx));
}

/** The organisation's base currency, which reports and records naming none are in. */
export function baseCurrencyOf(organisation: XeroOrganisation): string {
  if (!organisation.BaseCurrency) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Xero did not say the organisation\'s base currency' });
  return organisation.BaseCurrency;
}
