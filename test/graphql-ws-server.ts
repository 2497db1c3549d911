import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as GraphQL from 'graphql';
import type * as GraphqlWsOnWs from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';

// Both through Node's require, so the server and its schema share one copy of graphql (the ESM and CJS builds
// would each bring their own).
const require = createRequire(import.meta.url);
const { buildSchema } = require('graphql') as typeof GraphQL;
// graphql-ws's `useServer` is a plain function, not a React hook.
const { useServer: serveGraphqlWs } = require('graphql-ws/use/ws') as typeof GraphqlWsOnWs;

/** A local graphql-transport-ws server on a free port: counts connections, records their init payloads, streams `greeting`. */
export async function startGraphqlWsServer() {
  const schema = buildSchema('type Query { ok: Boolean } type Subscription { greeting: String }');
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const seen = { inits: [] as unknown[], open: 0, closed: 0 };
  server.on('connection', (socket) => {
    seen.open += 1;
    socket.on('close', () => (seen.closed += 1));
  });
  const cleanup = serveGraphqlWs(
    {
      schema,
      roots: {
        subscription: {
          async *greeting() {
            for (const greeting of ['Olá', 'Ciao']) yield { greeting };
          },
        },
      },
      onConnect: (context) => {
        seen.inits.push(context.connectionParams);
      },
    },
    server,
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/graphql`,
    seen,
    close: async () => {
      await cleanup.dispose();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type GraphqlWsServer = Awaited<ReturnType<typeof startGraphqlWsServer>>;
