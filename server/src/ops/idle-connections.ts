import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes the connections that no request is using, so shutting down waits only for requests in flight.
 * `closeIdleConnections` covers keep-alive connections between requests, but not a connection opened and never used
 * yet (HTTP clients open one ahead of need): Node keeps that until its headers timeout, over a minute.
 */
export function idleConnectionCloser(server: Server): () => void {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  return () => {
    server.closeIdleConnections();
    for (const socket of unused) socket.destroy();
  };
}
