// The e2e server's language model: the OpenAI-compatible test server (the one the server tests
// use) on a fixed port, answering every request with the recorded good answer for the sample
// call. `POST /control/refuse` on the port above makes it refuse the next requests as a model
// that is not available would (400); `POST /control/answer` makes it answer again.
import http from 'node:http';
import { recordedReplies } from '../../apps/server/src/analysis/llm/recordings/index';
import { startOpenAiTestServer } from '../../apps/server/src/testing/openai-test-server';

const port = Number(process.env.E2E_LLM_PORT);
const server = await startOpenAiTestServer(port);
const answer = () => {
  server.discardPending();
  for (let index = 0; index < 200; index++) server.play(...recordedReplies('good-answer'));
};
const refuse = () => {
  server.discardPending();
  for (let index = 0; index < 200; index++) {
    server.play({
      status: 400,
      error: { message: 'The model recorded-model is not available', type: 'invalid_request_error' },
    });
  }
};
answer();

http
  .createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/health') return response.end('ok');
    if (request.method === 'POST' && request.url === '/control/refuse') refuse();
    else if (request.method === 'POST' && request.url === '/control/answer') answer();
    else response.statusCode = 404;
    response.end();
  })
  .listen(port + 1, '127.0.0.1');
