// The server's entry: run through tsx by `npm run dev` and the browser tests, and built to
// dist/server/main.js (scripts/build-server.ts) for `npm start` and the bench (docs/decisions/075).
import { readOwnSourceMapsOnly } from './lib/source-maps';

// Before the server's modules are loaded: their dependencies' maps are then never read.
readOwnSourceMapsOnly();
const { runServer } = await import('./main');
await runServer();
