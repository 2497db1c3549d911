/**
 * `npm run scan:headers` (after `npm run build`): grades the site's security
 * headers with the MDN HTTP Observatory scanner (@mdn/mdn-http-observatory)
 * against the production build, served as it is in production: over TLS.
 *
 * - the production server (`npm start`) of the build on a free port, with SITE_URL on https (so HSTS is sent);
 * - a TLS front on 127.0.0.1 with a self-signed certificate made now (openssl), which
 *   forwards to it; on the same port a plain-http request gets a 301 to https (the
 *   scanner asks http:// and https:// of one host name, and it takes no ports: the host
 *   name it is given carries the port, so both protocols answer on it);
 * - the scanner in a child process that trusts that certificate (NODE_EXTRA_CA_CERTS),
 *   offline: its install script (skipped: package.json `allowScripts`) would download
 *   Chromium's HSTS preload list and a CA bundle; an empty preload list is written
 *   where it reads it, and the bundle is not needed.
 *
 * Prints the grade, the score and each test's result; exits 1 below A+ (score 100).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, startServer } from '../bench/server';

const HOST = '127.0.0.1';
const TARGET_SCORE = 100;

type TestResult = { expectation: string; pass: boolean; result: string; scoreModifier: number };
type ScanOutput =
  | {
      scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
      tests: Record<string, TestResult>;
    }
  | { error: string };

function selfSignedCertificate(folder: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=IP:${HOST}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    {
      stdio: 'ignore',
    },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

/** https (forwarded to `upstream`) and http (a 301 to https) on one port of 127.0.0.1. */
async function startFront(port: number, upstream: URL, tls: { key: Buffer; cert: Buffer }) {
  const secure = createHttpsServer(tls, (request, response) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': request.headers.host ?? HOST },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  const plain = createHttpServer((request, response) => {
    response.writeHead(301, { Location: `https://${request.headers.host ?? HOST}${request.url ?? '/'}` });
    response.end();
  });
  // The first byte of a TLS connection is a handshake record (0x16); anything else is plain http.
  const front = createNetServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      socket.unshift(chunk);
      (chunk[0] === 0x16 ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => front.listen(port, HOST, resolve));
  return { close: () => front.close() };
}

/** The scanner reads Chromium's HSTS preload list from its own conf/ folder; offline it is an empty list. */
function ensurePreloadList(): string {
  const scanner = join(dirname(require.resolve('@mdn/mdn-http-observatory/package.json')), 'src/scan.js');
  const preload = join(dirname(scanner), '..', 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  return scanner;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 120_000);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ stdout, stderr });
    });
  });
}

function report(output: ScanOutput): number {
  if ('error' in output) {
    console.error(`scan failed: ${output.error}`);
    return 1;
  }
  const { grade, score, testsPassed, testsQuantity } = output.scan;
  console.log(`Grade ${grade}, score ${score}/100 (${testsPassed} of ${testsQuantity} tests passed)\n`);
  const rows = Object.entries(output.tests).map(([name, test]) => [
    test.pass ? 'pass' : 'FAIL',
    name,
    (test.scoreModifier > 0 ? '+' : '') + String(test.scoreModifier),
    test.result,
  ]);
  const widths = [4, ...[1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)))];
  for (const row of rows)
    console.log(row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell)).join('  '));
  if (score < TARGET_SCORE) {
    console.error(`\nbelow the target A+ (score ${TARGET_SCORE})`);
    return 1;
  }
  return 0;
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'scan-headers-'));
  const tls = selfSignedCertificate(folder);
  const scanner = ensurePreloadList();
  const frontPort = await freePort();
  const server = await startServer(await freePort(), { SITE_URL: `https://${HOST}:${frontPort}` });
  const front = await startFront(frontPort, new URL(server.origin), tls).catch((error: unknown) => {
    server.stop();
    throw error;
  });
  let code = 1;
  try {
    // Asynchronously: the front answers from this process.
    const scan = await run(process.execPath, [scanner, `${HOST}:${frontPort}`], {
      ...process.env,
      NODE_EXTRA_CA_CERTS: tls.certFile,
    });
    if (!scan.stdout.trim()) throw new Error(`the scanner failed: ${scan.stderr}`);
    code = report(JSON.parse(scan.stdout) as ScanOutput);
  } finally {
    front.close();
    server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
