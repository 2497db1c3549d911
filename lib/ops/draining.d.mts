/** From now on this process is draining (server.mjs, on SIGTERM). */
export function startDraining(): void;
/** Whether this process is draining: /api/ready/ answers 503. */
export function isDraining(): boolean;
