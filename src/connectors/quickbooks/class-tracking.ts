/**
 * How a QuickBooks company tracks classes (the unified tracking
 * categories), as its preferences say (Preferences.AccountingInfoPrefs):
 * one class on the whole transaction (ClassTrackingPerTxn), one on each
 * line (ClassTrackingPerTxnLine), or none.
 */
import type { Json } from './api.js';

/** The company's class tracking: on the transaction, on each line, or disabled. */
export function classTrackingMode(preferences: Json): 'transaction' | 'line' | 'disabled' {
  const prefs = (preferences.AccountingInfoPrefs ?? {}) as Json;
  return prefs.ClassTrackingPerTxn === true ? 'transaction' : prefs.ClassTrackingPerTxnLine === true ? 'line' : 'disabled';
}
