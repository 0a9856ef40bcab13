/** Local HTTP servers of the tests: listening on 127.0.0.1, on a port the system picks. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  url: string;
  /** Closes the server and the connections still open to it. */
  close(): Promise<void>;
}

/** Starts `server` on 127.0.0.1 (port 0) and answers its base URL. */
export async function listenLocally(server: http.Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
