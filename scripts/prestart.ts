// `npm start`'s first step (npm runs it before the start script): builds the web app and the
// server when their sources changed. The server then runs from dist/server with plain `node`
// (docs/decisions/075).
import { buildServer, serverBuildIsStale } from './build-server';
import { buildWeb, webBuildIsStale } from './build-web';

if (webBuildIsStale()) await buildWeb();
if (serverBuildIsStale()) await buildServer();
