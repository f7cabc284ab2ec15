#!/usr/bin/env node
// The admin command line; `npm ci` builds dist/ (prepare script).
import('../dist/src/cli/main.js').catch((error) => {
  if (error && error.code === 'ERR_MODULE_NOT_FOUND') {
    console.error('svc: the project is not built yet; run `npm run build` first.');
    process.exit(1);
  }
  throw error;
});
