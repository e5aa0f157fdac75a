// The parts of the `s3rver` package (an S3-compatible server for tests) the tests use; the
// package ships no types of its own.
declare module 's3rver' {
  import { type Server } from 'node:http';
  import { type AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; the address it listens on. */
    run(): Promise<AddressInfo>;
    /** The server `run` started. */
    httpServer: Server;
    close(): Promise<void>;
  }
}
