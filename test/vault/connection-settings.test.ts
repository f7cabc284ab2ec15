import { describe, expect, it } from 'vitest';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { applySettingsPatch, SECRET_MASK, visibleSettings } from '../../src/vault/connection-settings.js';

const sid = `AC${'a'.repeat(32)}`;

describe('connection settings', () => {
  it('splits secrets from plain settings and masks them on the way out', () => {
    const split = applySettingsPatch(twilio.settings, { plain: {}, secret: {} }, { account_sid: sid, auth_token: 'x'.repeat(32) });
    expect(split).toEqual({ plain: { account_sid: sid }, secret: { auth_token: 'x'.repeat(32) } });
    expect(visibleSettings(twilio.settings, split)).toEqual({ account_sid: sid, auth_token: SECRET_MASK });
  });

  it('keeps a secret when the mask is sent back, removes it on null', () => {
    const current = { plain: { account_sid: sid }, secret: { auth_token: 'y'.repeat(32) } };
    expect(applySettingsPatch(twilio.settings, current, { auth_token: SECRET_MASK }).secret.auth_token).toBe('y'.repeat(32));
    expect(applySettingsPatch(twilio.settings, current, { auth_token: null }).secret).toEqual({});
  });

  it('refuses unknown settings, wrong types and values that break a field\'s pattern, naming each', () => {
    try {
      applySettingsPatch(twilio.settings, { plain: {}, secret: {} }, { nope: 'x', account_sid: 'evil.com/#', auth_token: 5 });
      throw new Error('accepted');
    } catch (error) {
      const detail = (error as { detail: { settings: Record<string, string> } }).detail.settings;
      expect(Object.keys(detail).sort()).toEqual(['account_sid', 'auth_token', 'nope']);
    }
  });
});
