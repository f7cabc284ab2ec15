import { describe, expect, it } from 'vitest';
import { toIsoDateTime } from '../../src/core/dates.js';
import { messageFields as fromTwilioMessage, type TwilioMessage } from '../../src/connectors/twilio/message-fields.js';
import { fromTwilioDate } from '../../src/connectors/twilio/twilio-date.js';

const message: TwilioMessage = {
  sid: 'SM1234567890abcdef1234567890abcdef',
  from: '+14155550100',
  to: '+447700900123',
  body: 'Hello',
  num_segments: '2',
  num_media: '1',
  direction: 'outbound-api',
  status: 'undelivered',
  price: '-0.01580',
  price_unit: 'usd',
  error_code: 30003,
  error_message: 'Unreachable destination handset',
  messaging_service_sid: 'MG1234567890abcdef1234567890abcdef',
  date_created: 'Thu, 30 Jul 2015 20:12:31 +0000',
  date_updated: 'Thu, 30 Jul 2015 20:12:33 +0000',
  date_sent: 'Thu, 30 Jul 2015 20:12:32 +0000',
};

describe('Twilio message mapping', () => {
  it('maps every field the unified model has', () => {
    expect(fromTwilioMessage(message)).toEqual({
      id: message.sid,
      from: '+14155550100',
      to: '+447700900123',
      body: 'Hello',
      type: 'mms',
      number_of_units: 2,
      number_of_media_files: 1,
      direction: 'outbound-api',
      status: 'undelivered',
      sent_at: '2015-07-30T20:12:32.000Z',
      // Two segments: the price of one is not told, so it is left out.
      price: { total_amount: '0.01580', currency: 'USD' },
      error: { code: '30003', message: 'Unreachable destination handset' },
      messaging_service_id: message.messaging_service_sid,
      created_at: '2015-07-30T20:12:31.000Z',
      updated_at: '2015-07-30T20:12:33.000Z',
      created_by: null,
      updated_by: null,
    });
  });

  it('maps statuses outside the unified set and unknown directions', () => {
    expect(fromTwilioMessage({ ...message, status: 'partially_delivered' }).status).toBe('sent');
    expect(fromTwilioMessage({ ...message, status: 'mystery' }).status).toBeUndefined();
    expect(fromTwilioMessage({ ...message, direction: 'sideways' }).direction).toBe('unknown');
    expect(fromTwilioMessage({ ...message, num_media: '0', error_code: null }).error).toBeUndefined();
  });

  it('leaves out what Twilio has not told yet, never null (the reference types these as non-nullable strings)', () => {
    const queued = fromTwilioMessage({ ...message, status: 'queued', num_segments: '1', price: null, error_code: null, error_message: null, date_sent: null });
    expect(queued).not.toHaveProperty('sent_at');
    expect(queued.price).toEqual({ currency: 'USD' });
    expect(queued).not.toHaveProperty('error');
    expect(fromTwilioMessage({ ...message, price: null, price_unit: null })).not.toHaveProperty('price');
    expect(fromTwilioMessage({ ...message, num_segments: '1' }).price).toEqual({ per_unit: '0.01580', total_amount: '0.01580', currency: 'USD' });
    expect(fromTwilioMessage({ ...message, error_message: null }).error).toEqual({ code: '30003' });
    const values = JSON.stringify(fromTwilioMessage({ ...message, date_sent: null, price: null, error_message: null }));
    expect(values).not.toMatch(/"(sent_at|per_unit|total_amount|message)":null/);
  });

  it('reads Twilio dates like the general parser, offsets included', () => {
    for (const value of [
      'Thu, 30 Jul 2015 20:12:31 +0000',
      'Mon, 1 Jan 2024 00:00:00 -0800',
      'Sat, 29 Feb 2020 23:59:59 +0530',
      '30 Jul 2015 20:12:31 +0000',
      '2015-07-30T20:12:31Z',
    ]) {
      expect(fromTwilioDate(value)).toBe(toIsoDateTime(value));
    }
    expect(fromTwilioDate(null)).toBeNull();
    expect(fromTwilioDate('Foo, 30 Xyz 2015 20:12:31 +0000')).toBeNull();
  });
});
