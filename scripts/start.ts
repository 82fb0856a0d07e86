// `npm start`: build the web app if its sources changed, then start the server.
import { readOwnSourceMapsOnly } from '../src/server/lib/source-maps';
import { buildWeb, webBuildIsStale } from './build-web';

// Before the build's and the server's modules are loaded: their dependencies' maps are then never read.
readOwnSourceMapsOnly();
if (webBuildIsStale()) await buildWeb();
const { runServer } = await import('../src/server/main');
await runServer();
