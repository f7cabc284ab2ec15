/**
 * The supervisor of the embedded PostgreSQL server: first start creates the
 * cluster in the data directory, the server listens on a private Unix socket
 * only, and a start after a crash copes with what the crash left behind.
 * One cluster for the file (initdb once); each test starts and stops it.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_POSTGRES_USER } from '../../src/store/embedded-postgres/run-as.js';
import { clusterDirectory, startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/store/embedded-postgres/server.js';
import { processIsAlive } from '../../src/core/process-alive.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-embedded-pg-'));
const pgdata = clusterDirectory(dataDir);

async function query<T>(server: EmbeddedPostgres, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL server', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates its cluster on first start, listens on a private socket only, and keeps data across restarts', async () => {
    const server = await startEmbeddedPostgres(dataDir, { durable: false });
    try {
      expect(server.created).toBe(true);
      expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
      const [settings] = await query<{ listen: string; sockets: string; permissions: string }>(
        server,
        `select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets, current_setting('unix_socket_permissions') as permissions`,
      );
      // As root the server runs as its own user, which may not walk to the cluster by its path: its socket goes in a private folder.
      const socketDir = process.getuid?.() === 0 ? settings!.sockets : pgdata;
      expect(settings).toEqual({ listen: '', sockets: socketDir, permissions: '0700' });
      expect(statSync(socketDir).mode & 0o777).toBe(0o700);
      expect(statSync(pgdata).mode & 0o777).toBe(0o700);
      await query(server, 'create table kept (id int)');
      await query(server, 'insert into kept values (7)');
    } finally {
      await server.stop();
    }
    expect(processIsAlive(server.pid)).toBe(false);

    const again = await startEmbeddedPostgres(dataDir, { durable: false });
    try {
      expect(again.created).toBe(false);
      expect(await query(again, 'select id from kept')).toEqual([{ id: 7 }]);
    } finally {
      await again.stop();
    }
  });

  it('stops a server a crashed service left running on the directory, then starts its own', async () => {
    const orphan = await startEmbeddedPostgres(dataDir, { durable: false });
    const messages: string[] = [];
    // The first handle is never stopped: as if its service had been killed.
    const server = await startEmbeddedPostgres(dataDir, { durable: false, log: (message) => messages.push(message) });
    try {
      expect(processIsAlive(orphan.pid)).toBe(false);
      expect(server.pid).not.toBe(orphan.pid);
      expect(messages.join('\n')).toContain(`stopping the PostgreSQL server (pid ${orphan.pid})`);
      expect(await query(server, 'select id from kept')).toEqual([{ id: 7 }]);
    } finally {
      await server.stop();
    }
  });

  it('starts over a postmaster.pid naming a dead process or another live one, and leaves that process alone', async () => {
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      for (const pid of [2 ** 22 + 1, bystander.pid!]) {
        // A pid file as a crashed server leaves it (the first line is the pid; the rest is not read).
        writeFileSync(path.join(pgdata, 'postmaster.pid'), `${pid}\n${pgdata}\n`);
        const server = await startEmbeddedPostgres(dataDir, { durable: false });
        try {
          expect(await query(server, 'select id from kept')).toEqual([{ id: 7 }]);
          expect(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n', 1)[0]).toBe(String(server.pid));
        } finally {
          await server.stop();
        }
      }
      expect(processIsAlive(bystander.pid!)).toBe(true);
    } finally {
      bystander.kill();
    }
  });

  it.runIf(process.getuid?.() === 0)('runs as its own system user when the service runs as root, inside folders that user cannot enter', async () => {
    // A data directory two 0700 folders deep, as in /root/project/.data: the server's user cannot walk to it by its path.
    const closed = mkdtempSync(path.join(tmpdir(), 'svc-closed-'));
    const deepDataDir = path.join(closed, 'project', '.data');
    try {
      const uid = Number(execFileSync('id', ['-u', EMBEDDED_POSTGRES_USER], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', EMBEDDED_POSTGRES_USER], { encoding: 'utf8' }).trim());
      expect(spawnSync('test', ['-x', closed], { uid, gid }).status).not.toBe(0);
      const first = await startEmbeddedPostgres(deepDataDir, { durable: false });
      try {
        expect(statSync(clusterDirectory(deepDataDir)).uid).toBe(uid);
        expect(statSync(`/proc/${first.pid}`).uid).toBe(uid);
        await query(first, 'create table kept (id int)');
        await query(first, 'insert into kept values (8)');
      } finally {
        await first.stop();
      }
      // Nothing above the cluster was opened up for it: the data directory (root's key files) and its parents stay closed.
      expect(statSync(deepDataDir).mode & 0o077).toBe(0);
      expect(statSync(closed).mode & 0o077).toBe(0);
      const again = await startEmbeddedPostgres(deepDataDir, { durable: false });
      try {
        expect(again.created).toBe(false);
        expect(await query(again, 'select id from kept')).toEqual([{ id: 8 }]);
      } finally {
        await again.stop();
      }
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
