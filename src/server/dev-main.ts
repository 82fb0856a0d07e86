// Entry of `npm run dev` and of the browser tests: the server without the web build step.
import { runServer } from './main';

await runServer();
