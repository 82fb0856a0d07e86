// Entry of `npm run dev` and of the browser tests: the server without the web build step.
import { startServer } from './main';

await startServer();
