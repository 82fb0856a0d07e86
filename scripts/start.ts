// `npm start`: build the web app if its sources changed, then start the server.
import { buildWeb, webBuildIsStale } from './build-web';

if (webBuildIsStale()) await buildWeb();
const { startServer } = await import('../src/server/main');
await startServer();
