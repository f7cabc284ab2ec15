/**
 * Walks the OAuth dance over plain HTTP, the way a browser would: follow the
 * service's authorize redirect to the emulator's consent page, submit its
 * form with the chosen button, and hand the platform's redirect back to the
 * service's callback. Each step's response is returned for assertions.
 */
import { expect } from 'vitest';

export interface DanceResult {
  /** The emulator's consent page URL the service redirected to. */
  consentUrl: URL;
  /** Where the platform sent the browser (the service's callback, with code and state). */
  callbackUrl: URL;
  /** Where the service's callback sent the browser (the redirect URI). */
  finalLocation: URL;
  callbackStatus: number;
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? decode(match[2] ?? match[3] ?? '') : undefined;
}

/** Submits the consent form of an emulator page with the button of the given id. */
export async function submitConsent(consentUrl: URL, buttonId: 'allow' | 'deny'): Promise<Response> {
  const page = await fetch(consentUrl);
  expect(page.status, `consent page ${consentUrl.pathname}`).toBe(200);
  const html = await page.text();
  const button = new RegExp(`<button[^>]*\\sid\\s*=\\s*["']${buttonId}["'][^>]*>`, 'i').exec(html)?.[0];
  expect(button, `#${buttonId} on the consent page`).toBeDefined();
  const formStart = html.lastIndexOf('<form', html.indexOf(button as string));
  const formTag = /<form[^>]*>/i.exec(html.slice(formStart))?.[0] as string;
  const formEnd = html.indexOf('</form>', formStart);
  const body = new URLSearchParams();
  for (const input of html.slice(formStart, formEnd).match(/<input[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    if (name) body.append(name, attribute(input, 'value') ?? '');
  }
  const buttonName = attribute(button as string, 'name');
  if (buttonName) body.append(buttonName, attribute(button as string, 'value') ?? '');
  const action = new URL(attribute(formTag, 'action') ?? consentUrl.href, consentUrl);
  return fetch(action, {
    method: (attribute(formTag, 'method') ?? 'POST').toUpperCase(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
}

/** authorize → consent (allow or deny) → callback; stops before following the final redirect. */
export async function oauthDance(authorizeUrl: string, redirectUri: string, choice: 'allow' | 'deny' = 'allow'): Promise<DanceResult> {
  const start = await fetch(`${authorizeUrl}&redirect_uri=${encodeURIComponent(redirectUri)}`, { redirect: 'manual' });
  expect(start.status, await start.clone().text()).toBe(302);
  const consentUrl = new URL(start.headers.get('location') as string);
  const decision = await submitConsent(consentUrl, choice);
  expect(decision.status).toBe(302);
  const callbackUrl = new URL(decision.headers.get('location') as string);
  const callback = await fetch(callbackUrl, { redirect: 'manual' });
  return {
    consentUrl,
    callbackUrl,
    callbackStatus: callback.status,
    finalLocation: new URL(callback.headers.get('location') ?? 'about:blank'),
  };
}
