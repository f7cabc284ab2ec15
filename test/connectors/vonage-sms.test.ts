/** Vonage's send: the unified message as its form, and its per-part statuses as unified errors. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { messageFields } from '../../src/connectors/vonage/message-fields.js';
import { acceptedId } from '../../src/connectors/vonage/sms-status.js';

const part = (status: string, id?: string) => (id ? { status, 'message-id': id, to: '447700900123' } : { status, 'error-text': `error ${status}` });

function refusal(body: unknown): ApiError {
  try {
    acceptedId(body);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('accepted');
}

describe('Vonage\'s send form (message-fields.ts)', () => {
  it('writes numbers without "+" or spacing, keeps sender ids, and asks for unicode only when GSM cannot carry the text', () => {
    expect(messageFields.write({ from: '+1 (501) 712-2661', to: '+447700900123', body: 'Hi {there} ~ €5', webhook_url: 'https://example.com/dlr', reference: 'r' })).toEqual({
      from: '15017122661',
      to: '447700900123',
      text: 'Hi {there} ~ €5',
      callback: 'https://example.com/dlr',
      'client-ref': 'r',
    });
    expect(messageFields.write({ from: 'AcmeInc', to: '447700900123', body: 'Ça va? 👍' })).toMatchObject({ from: 'AcmeInc', type: 'unicode' });
  });
});

describe('acceptedId', () => {
  it('is the first part\'s id when every part is accepted', () => {
    expect(acceptedId({ 'message-count': '2', messages: [part('0', 'A1'), part('0', 'A2')] })).toBe('A1');
  });

  it('maps refusals of the whole send to the error a caller acts on', () => {
    const of = (status: string) => refusal({ 'message-count': '1', messages: [part(status)] });
    expect([of('4').typeName, of('4').status]).toEqual(['ConnectorCredentialsError', 401]);
    expect([of('1').typeName, of('1').headers['retry-after']]).toEqual(['ConnectorRateLimitError', '1']);
    expect([of('3').typeName, of('3').status, of('3').message]).toEqual(['ConnectorExecutionError', 400, 'Vonage refused the message (status 3: error 3)']);
    expect(of('9').status).toBe(402);
    expect(of('5').status).toBe(502);
    expect(refusal({ messages: [] }).status).toBe(502);
  });

  it('reports a send refused after some parts went out as a failure naming them, not as one to retry', () => {
    const error = refusal({ 'message-count': '3', messages: [part('0', 'A1'), part('1'), part('1')] });
    expect(error.typeName).toBe('ConnectorExecutionError');
    expect(error.message).toBe('Vonage sent 1 of 3 parts, then refused the next (status 1: error 1)');
    expect((error.detail as { sent_message_ids: string[] }).sent_message_ids).toEqual(['A1']);
  });
});
