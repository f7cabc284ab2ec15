/**
 * A session's theme, made safe to render. Colors reach CSS only after a hex
 * check (checked again here, whatever the API accepted), and only through the
 * stylesheet route below, because the CSP forbids inline styles. Images come
 * from https URLs, or from this service's own assets, and nowhere else.
 */
import type { SessionTheme } from '../sessions/session-body.js';

const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export interface PageTheme {
  vaultName: string | undefined;
  /** Six lowercase hex digits, without "#". */
  primaryHex: string | undefined;
  logoUrl: string | undefined;
  faviconUrl: string | undefined;
  privacyUrl: string | undefined;
  termsUrl: string | undefined;
}

export function pageTheme(theme: SessionTheme): PageTheme {
  return {
    vaultName: theme.vault_name?.trim() || undefined,
    primaryHex: hexDigits(theme.primary_color),
    logoUrl: imageUrl(theme.logo),
    faviconUrl: imageUrl(theme.favicon),
    privacyUrl: webUrl(theme.privacy_url, ['https:', 'http:']),
    termsUrl: webUrl(theme.terms_url, ['https:', 'http:']),
  };
}

export function hexDigits(color: string | undefined): string | undefined {
  if (color === undefined || !HEX_COLOR.test(color)) return undefined;
  const digits = color.slice(1).toLowerCase();
  return digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
}

/** The stylesheet for a primary color: the color and a readable text color on it. */
export function themeCss(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  // White text unless the color is light enough for dark text to contrast better.
  const contrast = luminance > 0.4 ? '#111827' : '#ffffff';
  return `:root{--primary:#${hex};--primary-contrast:${contrast}}\n`;
}

function imageUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (/^\/connect\/assets\/[A-Za-z0-9._/-]+$/.test(value) && !value.includes('..')) return value;
  // https only: an http image would be mixed content on an https page.
  return webUrl(value, ['https:']);
}

function webUrl(value: string | undefined, protocols: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
