/**
 * Connector logos, drawn here as monogram badges: the platforms' own logos
 * are their trademarks, not ours to ship, so each connector gets its initial
 * on a color close to its brand's. A connector without a color here gets a
 * stable one derived from its id.
 */
import { escapeHtml } from './html.js';

const BRAND_COLORS: Record<string, string> = {
  twilio: '#e2283e',
  zendesk: '#03363d',
  jira: '#0c66e4',
};

export function brandColor(serviceId: string): string {
  const known = BRAND_COLORS[serviceId];
  if (known) return known;
  let hash = 0;
  for (const char of serviceId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 38%)`;
}

/** Drawn from the id alone (its first letter is the name's), so the logo route needs no registry. */
export function monogramSvg(serviceId: string): string {
  const initial = escapeHtml((serviceId[0] ?? '?').toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">` +
    `<rect width="48" height="48" rx="12" fill="${escapeHtml(brandColor(serviceId))}"/>` +
    `<text x="24" y="24" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="24" font-weight="700" fill="#fff">${initial}</text></svg>`
  );
}
