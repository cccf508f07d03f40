// s3rver 3.7 ships no types; this is the part the storage tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    logger: { close(): void };
  }
}
