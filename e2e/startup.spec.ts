import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

test('a bad environment variable stops the server with a message that names it', async () => {
  const server = spawn(process.execPath, ['server.mjs', '-p', '3199'], {
    env: { ...process.env, MAINTENANCE_RETRY_AFTER: 'soon', SITE_URL: 'not-a-url' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve(null);
    }, 20_000);
    server.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  expect(exitCode, output).toBe(1);
  expect(output).toContain('MAINTENANCE_RETRY_AFTER: must be a whole number of seconds');
  expect(output).toContain('SITE_URL: must be an absolute http(s) URL');
});

test('a bad port stops the production server with a message that names it', async () => {
  const server = spawn(process.execPath, ['server.mjs', '-p', 'eighty'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => server.on('exit', resolve));
  expect(exitCode, output).toBe(1);
  expect(output).toContain('Invalid port: eighty');
});
