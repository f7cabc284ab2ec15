/**
 * Vonage's auto-reload: an account with it on is topped up when a send would
 * take its balance below what the send costs, and the Account API's balance
 * says so (`autoReload: true`). The emulated account turns it on through the
 * control plane, `POST /__emulator/switches {"name": "auto_reload", "value": true}`,
 * for what sends more than the starting balance pays for (a benchmark).
 * Each reload adds the account's starting balance.
 */
import { switchValue, type KitContext, type SwitchDeclaration, type TenantState } from '../framework/kit/index.js';
import type { VonageAccount } from './demo-account.js';

export const AUTO_RELOAD: SwitchDeclaration = {
  description: 'Tops the balance up by the starting balance whenever a send would cost more than is left',
  accepts: (value) => value === true,
};

export function autoReloads(tenant: TenantState): boolean {
  return switchValue(tenant, 'auto_reload') === true;
}

/** The balance a send of `cost` meets: the account's own, or topped up first when auto-reload is on. */
export function balanceFor(ctx: KitContext<VonageAccount>, cost: number): number {
  let balance = ctx.tenant.extras.get('balance') as number;
  if (!autoReloads(ctx.tenant) || ctx.account.startingBalance <= 0) return balance;
  while (balance < cost) balance = Math.round((balance + ctx.account.startingBalance) * 1e8) / 1e8;
  return balance;
}
