import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header of the server's own refresh request: it always reaches Next. */
export const REFRESH_HEADER: string;
/**
 * `/api/ready/`'s last anonymous answer, answered from memory to requests without an Authorization header for `ttlMs`
 * (a second; twice that while `refresh` asks Next again) unless the process is draining.
 */
export function createReadyAnswers(options?: {
  ttlMs?: number;
  now?: () => number;
  refresh?: () => Promise<unknown>;
}): {
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  keep(request: IncomingMessage, response: ServerResponse): void;
};
