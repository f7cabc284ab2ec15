/**
 * Runs one emulator on its own: `node dist/src/sandbox/run-emulator.js twilio --port 4010`.
 * Used by the benchmark and by anyone pointing a service at emulators in
 * another process (SVC_SANDBOX_URLS=twilio=http://127.0.0.1:4010).
 */
import { parseArgs } from 'node:util';
import { EMULATORS } from './index.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '0' }, host: { type: 'string', default: '127.0.0.1' } },
});
const id = positionals[0];
const definition = EMULATORS.find((emulator) => emulator.id === id);
if (!definition) {
  console.error(`usage: run-emulator <${EMULATORS.map((emulator) => emulator.id).join('|')}> [--port N] [--host H]`);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('--port must be an integer from 0 to 65535');
  process.exit(2);
}
const handle = await definition.start({ port, host: values.host });
// One parseable line, for scripts that start emulators on free ports.
console.log(JSON.stringify({ emulator: handle.id, url: handle.url }));
const stop = () => void handle.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
