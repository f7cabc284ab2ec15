/**
 * The emulator kit: a platform's emulator as a declaration. Read in this order:
 * dialect.ts (what a platform's resources share), resource.ts (one resource),
 * wire.ts (field tables), paging.ts, lifecycle.ts, auth-schemes.ts,
 * webhooks.ts, platform.ts (assembly, control plane). docs/writing-a-connector.md
 * walks a real platform through it.
 */
export * from './auth-schemes.js';
export * from './body-wrappers.js';
export * from './dialect.js';
export * from './failures.js';
export * from './lifecycle.js';
export * from './paging.js';
export * from './platform.js';
export * from './presets.js';
export * from './request.js';
export * from './resource.js';
export * from './seeding.js';
export * from './state.js';
export * from './switches.js';
export * from './webhooks.js';
export * from './wire.js';
export { present, findRecord } from './operations.js';
