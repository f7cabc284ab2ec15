// npm's `prepare` hook, run after every `npm install` / `npm ci` of the
// project. A developer's install has the dev dependencies and builds dist/
// (so `npm ci && npm start` works on a fresh clone). A production install
// (`npm ci --omit=dev`) has no TypeScript to build with: it runs the dist/
// built beforehand (docs/deployment.md), so the build is skipped, not failed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function installed(pkg) {
  try {
    require.resolve(`${pkg}/package.json`);
    return true;
  } catch {
    return false;
  }
}

if (!installed('typescript')) {
  console.log('prepare: dev dependencies are not installed, so nothing is built: a production install runs the dist/ built where they are (docs/deployment.md).');
  process.exit(0);
}

// Through the npm that runs this hook (npm_execpath), else the one on PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const build = spawnSync(npm[0], [...npm.slice(1), 'run', 'build'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
