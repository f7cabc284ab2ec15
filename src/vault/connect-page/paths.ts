/** The page's own URLs, in one place so views and routes agree on them. */
export function connectionPath(unifiedApi: string, serviceId: string, action?: string): string {
  const base = `/connect/${encodeURIComponent(unifiedApi)}/${encodeURIComponent(serviceId)}`;
  return action ? `${base}/${action}` : base;
}

/** Outcomes announced after a redirect: a fixed set of keys, never text from the URL. */
export const NOTICES = {
  connected: { tone: 'ok', title: 'Connected', text: 'The connection works and is ready to use.' },
  authorized: { tone: 'ok', title: 'Authorized', text: 'The platform granted access.' },
  disabled: { tone: 'info', title: 'Disabled', text: 'The connection is kept, but nothing can use it until you enable it again.' },
  enabled: { tone: 'ok', title: 'Enabled', text: 'The connection can be used again.' },
  disconnected: { tone: 'info', title: 'Disconnected', text: 'Access was revoked and the tokens forgotten. Connect again whenever you like.' },
  deleted: { tone: 'info', title: 'Deleted', text: 'The connection and its credentials were removed.' },
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeKey(value: unknown): NoticeKey | undefined {
  return typeof value === 'string' && Object.hasOwn(NOTICES, value) ? (value as NoticeKey) : undefined;
}
