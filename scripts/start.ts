// `npm start`: build the web app if its sources changed, then start the server.
import { buildWeb, webBuildIsStale } from './build-web';

if (webBuildIsStale()) await buildWeb();
const { runServer } = await import('../src/server/main');
await runServer();
