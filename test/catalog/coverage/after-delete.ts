/**
 * What a delete leaves, one rule for every connector and resource (stated for
 * users in docs/unified-apis.md): the record is gone (a get is 404 and lists
 * leave it out), or the platform keeps it and its delete deactivates it
 * (QuickBooks' names, Xero's archived contacts), and then every read says so
 * alike: a get answers it as no longer active, and lists still hold it
 * (unless asked for active records only).
 */
type Json = Record<string, any>;

/**
 * A record read as no longer in use: `active` false where the model has it,
 * and a status other than active where it has one.
 */
export function noLongerActive(record: Json): boolean {
  if (record.active === true) return false;
  // POS records a delete cannot remove read as voided (an order) or canceled (a payment).
  if (typeof record.status === 'string') return ['inactive', 'archived', 'terminated', 'voided', 'canceled'].includes(record.status);
  return record.active === false;
}

/** What is wrong with the reads after a delete (a get's status and record, whether the unfiltered list holds it); none when they agree with the rule. */
export function afterDeleteBreaks(get: { status: number; record?: Json }, listed: boolean | undefined): string[] {
  const breaks: string[] = [];
  const kept = get.status === 200;
  if (!kept && get.status !== 404) breaks.push(`a get after the delete answered ${get.status}, neither the record nor 404`);
  if (kept && !noLongerActive(get.record ?? {})) breaks.push(`read after its delete as still in use: ${JSON.stringify({ status: get.record?.status, active: get.record?.active })}`);
  if (listed !== undefined && listed !== kept) breaks.push(kept ? 'kept (deactivated) by the delete, yet left out of the list' : 'gone (404) after the delete, yet still listed');
  return breaks;
}
