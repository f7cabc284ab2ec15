import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/server/config.js';

describe('README', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

  it('documents every environment variable the service reads', () => {
    for (const variable of CONFIG_VARIABLES) {
      for (const name of variable.name.split('/').map((part) => part.trim())) expect(readme, name).toContain(`\`${name}\``);
    }
  });

  it('gives the two commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });
});
