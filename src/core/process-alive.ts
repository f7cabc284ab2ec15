/**
 * Whether a process with this pid exists: signal 0 checks without sending
 * anything. EPERM means it exists but belongs to another user (an embedded
 * PostgreSQL run as its own system user), so it counts as alive.
 */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
