/** `svc apps set-quota` options: exactly one of `--quota <N>` and `--unlimited`. */
import { UsageError } from './integration-args.js';

export const QUOTA_OPTIONS = {
  quota: { type: 'string' },
  unlimited: { type: 'boolean' },
} as const;

/** The quota to store (null: unlimited), or a UsageError. */
export function quotaArgument(values: { quota?: string | undefined; unlimited?: boolean | undefined }): number | null {
  if (values.unlimited && values.quota !== undefined) throw new UsageError('give either --quota or --unlimited, not both');
  if (values.unlimited) return null;
  if (values.quota === undefined) throw new UsageError('--quota <requests per month> or --unlimited is required');
  const quota = /^\d+$/.test(values.quota) ? Number(values.quota) : NaN;
  if (!Number.isSafeInteger(quota) || quota < 1) {
    throw new UsageError(`--quota must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER} (or use --unlimited)`);
  }
  return quota;
}
