import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

export type PageStoreStats = { entries: number; bytes: number };
export type QueueStats = { running: number; waiting: number };
export type RouteKind = 'static' | 'image' | 'content' | 'ops' | 'api' | 'build' | 'page';

/** This process's metrics (one registry, shared by every module that loads this file). */
export function metrics(): { registry: Registry };
export function routeKind(url: string | undefined): RouteKind;
export function observeRequest(request: IncomingMessage, response: ServerResponse): void;
export function pageStoreMetrics(stats: () => PageStoreStats): { hit(): void; miss(): void; purge(): void };
export function pageStoreStats(): PageStoreStats | undefined;
export function countColdRender(seconds: number): void;
export function countContentQuery(source: string): void;
export function countContentError(source: string, kind: 'unavailable' | 'query'): void;
export function countImageTransform(outcome: 'done' | 'refused' | 'timeout' | 'failed'): void;
export function registerImageQueue(stats: () => QueueStats): void;
export function countSubmissionStored(form: string): void;
export function countRateLimitRefusal(limiter: string): void;
export function countFrontDoorRefusal(reason: 'method' | 'body_too_large'): void;
export function countDataStoreError(store: string): void;
export function countRedisError(client: 'cache' | 'limits' | 'readiness'): void;
/** The metrics in Prometheus' text format, and its content type. */
export function metricsText(): Promise<{ contentType: string; text: string }>;
