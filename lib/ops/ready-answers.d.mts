import type { IncomingMessage, ServerResponse } from 'node:http';

/** `/api/ready/`'s last answer, answered from memory for `ttlMs` (a second) unless the process is draining. */
export function createReadyAnswers(options?: { ttlMs?: number; now?: () => number }): {
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  keep(request: IncomingMessage, response: ServerResponse): void;
};
