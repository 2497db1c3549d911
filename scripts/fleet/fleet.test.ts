import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../../lib/http/request-size.mjs';
import { nextRotation, nginxConfig, UNREADY_THRESHOLD, upstreamServers } from './fleet';

const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
if (!hasNginx)
  console.warn(
    'scripts/fleet/fleet.test.ts: no nginx installed (Debian package nginx); its configuration is not checked by nginx -t',
  );

describe("the fleet's nginx", () => {
  it('has every value of deploy/nginx.conf filled in, the body limit the site’s own', () => {
    const conf = nginxConfig({ dir: '/tmp/fleet-x', listen: '127.0.0.1:8080' });
    expect(conf).not.toMatch(/\{\{/);
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain(`client_max_body_size ${MAX_REQUEST_BODY_BYTES};`);
    expect(conf).toContain('include /tmp/fleet-x/upstreams.conf;');
  });

  it('sends posts again only for forms with idempotency keys, each a route of the site', () => {
    const conf = nginxConfig({ dir: '/tmp/fleet-x', listen: '127.0.0.1:8080' });
    const forms = /location ~ \^\/api\/\(\?:([^)]+)\)\/\$/.exec(conf)?.[1]?.split('|') ?? [];
    expect(forms).toEqual(['contact', 'catalogue-request']);
    const routes = readdirSync(join(import.meta.dirname, '../../app/api'));
    for (const form of forms) expect(routes).toContain(form);
  });

  it.skipIf(!hasNginx)('is accepted by nginx -t', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleet-test-'));
    try {
      writeFileSync(join(dir, 'upstreams.conf'), upstreamServers([3001, 3002], [3001]).conf);
      writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, listen: '127.0.0.1:18080' }));
      const test = spawnSync('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-t'], { encoding: 'utf8' });
      expect(test.stderr).toContain('syntax is ok');
      expect(test.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the fleet's health checks", () => {
  it('keep only the ready instances in nginx’s upstream', () => {
    const { conf, inRotation } = upstreamServers([3001, 3002], [3002]);
    expect(inRotation).toEqual([3002]);
    expect(conf).toBe(
      'server 127.0.0.1:3001 max_fails=1 fail_timeout=2s down;\nserver 127.0.0.1:3002 max_fails=1 fail_timeout=2s;\n',
    );
  });

  it('keep every instance in when none is ready (a shared part down: their cached pages still serve)', () => {
    expect(upstreamServers([3001, 3002], []).inRotation).toEqual([3001, 3002]);
    expect(upstreamServers([3001, 3002], []).conf).not.toContain('down');
  });
});

describe("the fleet's health checks over time", () => {
  const start = [
    { inRotation: true, unready: 0 },
    { inRotation: true, unready: 0 },
  ];
  it('take out at once an instance that is gone or draining, and bring it back once it is ready', () => {
    const out = nextRotation(start, ['gone', 'draining']);
    expect(out.map((state) => state.inRotation)).toEqual([false, false]);
    expect(nextRotation(out, ['ready', 'unready']).map((state) => state.inRotation)).toEqual([true, false]);
  });

  it(`take out an instance that says it is not ready only after ${UNREADY_THRESHOLD} checks in a row`, () => {
    let states = start;
    for (let round = 1; round < UNREADY_THRESHOLD; round += 1) {
      states = nextRotation(states, ['unready', 'ready']);
      expect(states[0]!.inRotation).toBe(true);
    }
    states = nextRotation(states, ['unready', 'ready']);
    expect(states[0]!.inRotation).toBe(false);
    // None ready (Redis down for all): every instance that answers stays in, however long.
    let shared = start;
    for (let round = 0; round < UNREADY_THRESHOLD + 2; round += 1)
      shared = nextRotation(shared, round === 0 ? ['unready', 'ready'] : ['unready', 'unready']);
    expect(shared.map((state) => state.inRotation)).toEqual([true, true]);
    expect(nextRotation(shared, ['unready', 'gone']).map((state) => state.inRotation)).toEqual([true, false]);
    // Back for one of them: the other is counted from then on, not from the outage.
    expect(nextRotation(shared, ['ready', 'unready']).map((state) => state.inRotation)).toEqual([true, true]);
    // One good answer between two bad ones starts the count again.
    expect(nextRotation(nextRotation(start, ['unready', 'ready']), ['ready', 'ready'])[0]).toEqual({
      inRotation: true,
      unready: 0,
    });
  });
});
