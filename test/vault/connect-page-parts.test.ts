import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { CsrfTokens } from '../../src/vault/connect-page/csrf.js';
import { html, trusted } from '../../src/vault/connect-page/html.js';
import { brandColor, monogramSvg } from '../../src/vault/connect-page/monogram.js';
import { pageSecurityHeaders } from '../../src/vault/connect-page/security-headers.js';
import { postedSettings, refusedFields } from '../../src/vault/connect-page/settings-form.js';
import { hexDigits, pageTheme, themeCss } from '../../src/vault/connect-page/theme.js';
import { sessionLengthMs } from '../../src/vault/sessions/session-length.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('connect page parts', () => {
  it('escapes every interpolated value unless it was built as HTML', () => {
    const name = '<script>alert("x")</script>';
    expect(html`<p title="${name}">${name}</p>`.text).toBe(
      '<p title="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;</p>',
    );
    expect(html`<div>${html`<b>${"O'Hara & co"}</b>`}</div>`.text).toBe('<div><b>O&#39;Hara &#38; co</b></div>');
    expect(html`${[html`<i>a</i>`, '<b>']}${undefined}${false}${trusted('<br>')}`.text).toBe('<i>a</i>&#60;b&#62;<br>');
  });

  it('reads session lengths from one minute to one week', () => {
    expect(sessionLengthMs('30m')).toBe(1_800_000);
    expect(sessionLengthMs('1h')).toBe(3_600_000);
    expect(sessionLengthMs('1w')).toBe(604_800_000);
    expect(sessionLengthMs()).toBe(3_600_000);
    for (const bad of ['0m', '8d', '1w1d', '1.5h', 'h', '']) expect(() => sessionLengthMs(bad), bad).toThrow(ApiError);
  });

  it('lets only hex colors, https images and http(s) links through the theme', () => {
    expect(hexDigits('#ABC')).toBe('aabbcc');
    expect(hexDigits('#12345g')).toBeUndefined();
    expect(hexDigits('red')).toBeUndefined();
    expect(themeCss('ffffff')).toContain('--primary-contrast:#111827');
    expect(themeCss('1d4ed8')).toContain('--primary-contrast:#ffffff');
    const theme = pageTheme({
      logo: 'javascript:alert(1)',
      favicon: 'http://example.com/icon.png',
      privacy_url: 'https://example.com/privacy',
      terms_url: 'data:text/html,x',
      primary_color: 'red;}',
    });
    expect(theme).toMatchObject({ logoUrl: undefined, faviconUrl: undefined, privacyUrl: 'https://example.com/privacy', termsUrl: undefined, primaryHex: undefined });
    expect(pageTheme({ logo: '/connect/assets/logos/twilio.svg' }).logoUrl).toBe('/connect/assets/logos/twilio.svg');
    expect(pageTheme({ logo: '/connect/assets/../../admin' }).logoUrl).toBeUndefined();
  });

  it('draws a monogram for any connector id', () => {
    expect(monogramSvg('twilio')).toContain('>T</text>');
    expect(brandColor('some-new-platform')).toBe(brandColor('some-new-platform'));
    expect(brandColor('some-new-platform')).toMatch(/^hsl\(/);
  });

  it('ties CSRF tokens to one session and one key', () => {
    const tokens = new CsrfTokens(Buffer.alloc(32, 1));
    const token = tokens.tokenFor('session-a');
    expect(tokens.matches('session-a', token)).toBe(true);
    expect(tokens.matches('session-b', token)).toBe(false);
    expect(new CsrfTokens(Buffer.alloc(32, 2)).matches('session-a', token)).toBe(false);
    expect(tokens.matches('session-a', undefined)).toBe(false);
    expect(tokens.matches('session-a', `${token}x`)).toBe(false);
  });

  it('reads SVC_CONNECT_FRAME_ANCESTORS as plain origins only', () => {
    expect(loadConfig({}).connectFrameAncestors).toEqual([]);
    expect(loadConfig({ SVC_CONNECT_FRAME_ANCESTORS: " https://app.example.com  'self' https://*.example.org:8443 " }).connectFrameAncestors).toEqual([
      'https://app.example.com',
      "'self'",
      'https://*.example.org:8443',
    ]);
    for (const bad of ['*', 'https://a.example.com;script-src *', 'javascript:', "'unsafe-inline'", 'https://a.example.com/path']) {
      expect(() => loadConfig({ SVC_CONNECT_FRAME_ANCESTORS: bad }), bad).toThrow(ConfigError);
    }
  });

  it('frames the page only for configured origins', () => {
    expect(pageSecurityHeaders([])).toMatchObject({ 'x-frame-options': 'DENY' });
    expect(pageSecurityHeaders([])['content-security-policy']).toContain("frame-ancestors 'none'");
    const framed = pageSecurityHeaders(['https://app.example.com']);
    expect(framed['x-frame-options']).toBeUndefined();
    expect(framed['content-security-policy']).toContain('frame-ancestors https://app.example.com');
  });

  it('reads posted settings: known fields only, an empty secret keeps the saved one', () => {
    const posted = postedSettings(twilio.settings, {
      'settings.account_sid': '  AC123 ',
      'settings.auth_token': '',
      'settings.unknown': 'x',
      account_sid: 'not prefixed',
      csrf: 'token',
    });
    expect(posted).toEqual({ account_sid: 'AC123' });
  });

  it('words the vault\'s refusals for people', () => {
    const messages = refusedFields({ settings: { account_sid: 'does not have the expected format (^AC[0-9a-fA-F]{32}$)', auth_token: 'must be at most 64 characters', other: 'x' } }, twilio.settings);
    expect(messages).toEqual({ account_sid: 'This is not a valid Account SID: check it and try again.', auth_token: 'Must be at most 64 characters.' });
    expect(refusedFields({ something: 'else' }, twilio.settings)).toBeUndefined();
  });
});
