/**
 * Whether tracing is on: only when the standard OpenTelemetry variables ask
 * for it (an exporter other than "none", or an OTLP endpoint), and never with
 * OTEL_SDK_DISABLED=true. Off, the SDK is not even loaded.
 */
type Env = Record<string, string | undefined>;

export function tracingRequested(env: Env = process.env): boolean {
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (exporters.length > 0) return exporters.some((name) => name !== 'none');
  return set('OTEL_EXPORTER_OTLP_ENDPOINT') || set('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
}
