/**
 * `npm run fleet`: the reference production setup on this machine (scripts/fleet/fleet.ts): nginx on
 * http://localhost:8080 in front of two instances of this build, with a Redis and a PostgreSQL of their own.
 * Build first (`npm run build`); Ctrl-C stops everything it started.
 *
 *   FLEET_PORT=8080 FLEET_INSTANCE_PORTS=3001,3002 npm run fleet
 */
import { startFleet } from './fleet/fleet';

async function main() {
  const fleet = await startFleet({
    port: Number(process.env.FLEET_PORT ?? 8080),
    instancePorts: process.env.FLEET_INSTANCE_PORTS?.split(',').map(Number),
  });
  console.info(
    [
      `fleet: nginx on ${fleet.origin}`,
      ...fleet.instances.map((instance) => `  instance ${instance.origin} (ready: ${instance.origin}/api/ready/)`),
      `  redis ${fleet.redis.url}, postgres ${fleet.postgres.url}`,
      `  webhook: POST ${fleet.origin}/api/revalidate/ with x-revalidate-secret: ${fleet.secrets.revalidate}`,
      `  metrics: ${fleet.instances[0]!.origin}/api/metrics/ with Authorization: Bearer ${fleet.secrets.metrics}`,
      'Ctrl-C stops it.',
    ].join('\n'),
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.info('fleet: stopping');
      void fleet.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
