// The real server as a child process for main.test.ts, with one test route: a request that is
// still being worked on when SIGTERM arrives (it finishes 300 ms after the signal).
import { setTimeout as delay } from 'node:timers/promises';
import { runServer } from '../main';

const { app } = await runServer((app) => {
  app.get('/api/test/slow', async (request) => {
    const signalled = new Promise((resolve) => process.once('SIGTERM', resolve));
    request.log.info('slow request started');
    await signalled;
    await delay(300);
    return { finished: true };
  });
});
const address = app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
