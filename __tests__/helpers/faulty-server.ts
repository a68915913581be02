import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server that fails the way a broken stripe-mock, or whatever answers in
 * its place, can: a 500 to every request (with no `Stripe-Mock-Version` header: not
 * stripe-mock's own 500), an HTML page, or no answer at all. What stripe-mock accepts and
 * rejects is tested against the real one (__tests__/helpers/stripe-mock.ts).
 */
export type Fault = 'error-500' | 'html' | 'hang';

export interface FaultyServer {
  url: string;
  /** Requests it received. */
  requests: number;
  close(): Promise<void>;
}

export async function startFaultyServer(fault: Fault): Promise<FaultyServer> {
  const hanging: ServerResponse[] = [];
  const state = { requests: 0 };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.requests++;
      switch (fault) {
        case 'error-500':
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'An unknown error occurred', type: 'api_error' } }));
        case 'html':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>not stripe</html>');
        case 'hang':
          hanging.push(res);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
