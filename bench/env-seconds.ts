/** A duration the benchmark reads from its environment, in seconds (at least 1), and a pause of that kind. */
export function secondsFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 1) throw new Error(`${name} must be a number of seconds, at least 1`);
  return value;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
