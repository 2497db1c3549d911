import type { ServerResponse } from 'node:http';

/** Runs `hook` when the response's headers are written, with writeHead's headers merged into the response. */
export function onWriteHead(response: ServerResponse, hook: (status: number, rawHeaders: boolean) => void): void;
/** Calls `chunk` with each piece of the response's body as it is written, as bytes. */
export function onBodyChunk(response: ServerResponse, chunk: (bytes: Buffer) => void): void;
