/**
 * The emulator framework's "hold the next answer" fault: the platform acts on
 * the request and it is recorded at once, while the answer waits until its
 * delay passes or the test releases it (also through the control endpoint,
 * for tools outside the process); held for every request, or only for those
 * matching a path and method.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { TWILIO_DEMO_ACCOUNT, twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { waitFor } from '../helpers/wait.js';

const SID = TWILIO_DEMO_ACCOUNT.accountSid;
const AUTH = `Basic ${Buffer.from(`${SID}:${TWILIO_DEMO_ACCOUNT.authToken}`).toString('base64')}`;

describe('emulator delayed answers', () => {
  let handle: EmulatorHandle;

  beforeAll(async () => {
    handle = await twilioEmulator.start({ record: true });
  });
  afterAll(() => handle?.close());

  const control = (path: string, body: unknown) =>
    fetch(`${handle.url}/__emulator/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('records the request at once and holds its answer until released', async () => {
    expect((await control('delay-next', { ms: 60_000 })).status).toBe(204);
    const before = handle.exchanges.length;
    let answered = false;
    const pending = fetch(`${handle.url}/2010-04-01/Accounts/${SID}.json`, { headers: { authorization: AUTH } }).then((response) => {
      answered = true;
      return response;
    });
    await waitFor(() => handle.exchanges.length === before + 1, 'the request to be recorded');
    expect(handle.exchanges.at(-1)).toMatchObject({ method: 'GET', status: 200 });
    expect(answered).toBe(false);
    expect((await control('release-delayed', {})).status).toBe(204);
    expect((await pending).status).toBe(200);
    // Only the next request was held.
    expect((await fetch(`${handle.url}/2010-04-01/Accounts/${SID}.json`, { headers: { authorization: AUTH } })).status).toBe(200);
  });

  it('lets a short delay pass on its own and refuses a bad one', async () => {
    handle.delayNext(1);
    expect((await fetch(`${handle.url}/2010-04-01/Accounts/${SID}.json`, { headers: { authorization: AUTH } })).status).toBe(200);
    expect((await control('delay-next', { ms: -1 })).status).toBe(400);
    expect((await control('delay-next', { ms: 'soon' })).status).toBe(400);
  });

  it('holds only the requests that match a path and method, the others answered at once', async () => {
    const account = `${handle.url}/2010-04-01/Accounts/${SID}.json`;
    const messages = `${handle.url}/2010-04-01/Accounts/${SID}/Messages.json`;
    expect((await control('delay-next', { ms: 60_000, path: 'Messages\\.json$', method: 'get' })).status).toBe(204);
    expect((await control('delay-next', { ms: 1, path: '(' })).status).toBe(400);
    let answered = false;
    const held = fetch(messages, { headers: { authorization: AUTH } }).then((response) => {
      answered = true;
      return response;
    });
    // Another path goes through while the matching request waits.
    expect((await fetch(account, { headers: { authorization: AUTH } })).status).toBe(200);
    await waitFor(() => handle.exchanges.some((exchange) => exchange.path.endsWith('/Messages.json')), 'the held request to be recorded');
    expect(answered).toBe(false);
    handle.releaseDelayed();
    expect((await held).status).toBe(200);
    handle.delayOn({ method: 'POST', path: /Messages\.json$/ }, 60_000);
    // A GET of the same path is not held by a POST's delay.
    expect((await fetch(messages, { headers: { authorization: AUTH } })).status).toBe(200);
  });
});
