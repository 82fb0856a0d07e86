// Entry of `npm run dev` and of the browser tests: the server without the web build step.
import { readOwnSourceMapsOnly } from './lib/source-maps';

// Before the server's modules are loaded: their dependencies' maps are then never read.
readOwnSourceMapsOnly();
const { runServer } = await import('./main');
await runServer();
