import { registerOTel } from '@vercel/otel';

/**
 * OpenTelemetry traces (Next's own spans: each request, render, route handler
 * and fetch), exported over OTLP to OTEL_EXPORTER_OTLP_ENDPOINT, which
 * @vercel/otel reads with OpenTelemetry's other OTEL_* variables
 * (OTEL_EXPORTER_OTLP_HEADERS, OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_TRACES_SAMPLER ...).
 * instrumentation.ts imports this file only when that variable is set, so
 * without it no tracing code is loaded at all.
 */
export function startTracing(endpoint: string): void {
  registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME || 'travel-site' });
  // The origin only: a collector's URL may carry credentials.
  console.info(JSON.stringify({ level: 'info', event: 'tracing_on', collector: new URL(endpoint).origin }));
}
