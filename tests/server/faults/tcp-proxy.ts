import { once } from 'node:events';
import net from 'node:net';

/**
 * A TCP proxy between the app and its database that a test can cut and restore, to play
 * the database going away (a restart, a failover, a network cut) without touching the
 * real server. While cut, open connections are reset and new ones are dropped on arrival.
 */
export interface TcpProxy {
  /** The port to connect to instead of the target's. */
  port: number;
  /** Resets every open connection and drops new ones until `restore()`. */
  cut(): void;
  /** Cuts as soon as a client sends bytes containing `marker` (e.g. a table name in SQL),
   * before those bytes reach the target, so the statement never runs. */
  cutWhenSent(marker: string): Promise<void>;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let isCut = false;
  let tripwire: { marker: Buffer; fired: () => void } | null = null;

  const cut = () => {
    isCut = true;
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };

  const server = net.createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (bytes: Buffer) => {
      if (tripwire && bytes.includes(tripwire.marker)) {
        const { fired } = tripwire;
        tripwire = null;
        cut();
        fired();
        return;
      }
      upstream.write(bytes);
    });
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    cut,
    cutWhenSent: (marker) =>
      new Promise<void>((resolve) => {
        tripwire = { marker: Buffer.from(marker), fired: resolve };
      }),
    restore: () => {
      isCut = false;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
