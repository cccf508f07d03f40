import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions service (an external service, like
 * SMTP for the mail tests): `POST /v1/chat/completions` answers from recorded replies, in order,
 * and keeps every request it received. The engine under test talks HTTP to it through the real
 * `openai` SDK.
 */

/** One recorded reply of the service. */
export interface RecordedReply {
  /** Used only for a request whose messages contain this text (chunks asked concurrently). */
  when?: string;
  /** HTTP status; 200 by default. */
  status?: number;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow model). */
  delayMs?: number;
  /** The model's JSON answer, sent as the message content. */
  answer?: unknown;
  /** The message content as is (malformed JSON). */
  content?: string;
  /** The model's refusal (`message.refusal`); content is then null. */
  refusal?: string;
  finishReason?: 'stop' | 'length' | 'content_filter';
  /** The error body of a non-2xx reply. */
  error?: { message: string; type?: string; code?: string | null };
}

export interface Recording {
  description: string;
  replies: RecordedReply[];
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; [key: string]: unknown };
}

export interface OpenAiTestServer {
  /** The API root to give the engine, such as http://127.0.0.1:40123/v1. */
  baseUrl: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  /** Queues replies; each request takes the first one it matches. */
  play(...replies: RecordedReply[]): void;
  /** Replies queued and not yet taken. */
  pending(): number;
  /** Drops the replies not taken: a test whose other requests were cancelled before they arrived. */
  discardPending(): void;
  close(): Promise<void>;
}

export function loadRecording(file: URL | string): Recording {
  return JSON.parse(readFileSync(file, 'utf8')) as Recording;
}

/** Listens on `port` (0 by default: any free port). */
export async function startOpenAiTestServer(port = 0): Promise<OpenAiTestServer> {
  const queue: RecordedReply[] = [];
  const received: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: ReceivedRequest['body'] = {};
      try {
        body = raw ? (JSON.parse(raw) as ReceivedRequest['body']) : {};
      } catch {
        return send(response, 400, {}, { error: { message: 'The body is not JSON', type: 'invalid_request_error' } });
      }
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return send(response, 404, {}, { error: { message: `No route ${request.method} ${request.url}` } });
      }
      const text = JSON.stringify(body.messages ?? []);
      const index = queue.findIndex((reply) => reply.when === undefined || text.includes(reply.when));
      const reply = index >= 0 ? queue.splice(index, 1)[0] : undefined;
      if (!reply) {
        return send(response, 500, { 'x-test-server': 'no-reply' }, { error: { message: 'No recorded reply left' } });
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) answer(response, reply, body.model ?? 'unknown');
      }, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    received,
    play: (...replies) => queue.push(...replies),
    pending: () => queue.length,
    discardPending: () => {
      queue.length = 0;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function answer(response: http.ServerResponse, reply: RecordedReply, model: string) {
  const status = reply.status ?? 200;
  if (status >= 400) {
    const error = { type: 'server_error', code: null, ...reply.error, message: reply.error?.message ?? 'Error' };
    return send(response, status, reply.headers ?? {}, { error });
  }
  const content =
    reply.refusal !== undefined
      ? null
      : (reply.content ?? (reply.answer === undefined ? '' : JSON.stringify(reply.answer)));
  send(response, status, reply.headers ?? {}, {
    id: `chatcmpl-test-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: reply.refusal ?? null },
        logprobs: null,
        finish_reason: reply.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

function send(response: http.ServerResponse, status: number, headers: Record<string, string>, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
