import { it } from 'vitest';
import pino from 'pino';
import { startTestService } from '../helpers/service.js';
it('x', async () => {
  const logger = pino({ level: 'error' }) as never;
  const svc = await startTestService({ logger });
  const r = await fetch(`${svc.url}/openapi/pos.json`);
  console.log(r.status);
});
