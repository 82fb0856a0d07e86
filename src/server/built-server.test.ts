import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the project, at another depth than dist/server: the server finds its files from anywhere.
const OUT = path.join(ROOT, `tmp/built-server-test-${process.pid}/a/b`);
const DATA = path.join(ROOT, `tmp/built-server-test-${process.pid}/data`);

let server: ChildProcess | undefined;
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
beforeAll(async () => {
  await buildServer(OUT);
}, 60_000);
afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(path.dirname(path.dirname(OUT)), { recursive: true, force: true });
});

describe('the server built to JavaScript (npm start)', () => {
  it('starts with plain node: migrates its database and answers', async () => {
    const port = await freePort();
    server = spawn(process.execPath, [path.join(OUT, 'main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        DATA_DIR: DATA,
        SEED_DEMO_DATA: 'false',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /Shop ready at (http:\/\/\S+)/.exec(output);
        if (ready) resolve(ready[1]!);
      };
      server!.stdout!.on('data', read);
      server!.stderr!.on('data', read);
      server!.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    const ready = await fetch(`${address}/api/health/ready`);
    expect(ready.status, output).toBe(200);
  }, 60_000);

  it('is written in ASCII, which V8 keeps in one byte a character', () => {
    for (const file of fs.readdirSync(OUT).filter((name) => name.endsWith('.js'))) {
      expect(/[\u0080-\uffff]/.test(fs.readFileSync(path.join(OUT, file), 'utf8')), file).toBe(false);
    }
  });

  it("loads lucide's icons only to draw the seed's images, not at every start", () => {
    const chunks = fs.readdirSync(OUT).filter((name) => name.endsWith('.js'));
    const importsLucide = chunks.filter((name) =>
      / from "lucide";$/m.test(fs.readFileSync(path.join(OUT, name), 'utf8')),
    );
    expect(importsLucide).toHaveLength(1);
    // Static imports end their line with `from "…";` (or are `import "…";`); that chunk is only
    // ever imported dynamically.
    for (const name of chunks) {
      const source = fs.readFileSync(path.join(OUT, name), 'utf8');
      expect(source, name).not.toMatch(new RegExp(`"\\./${importsLucide[0]}";$`, 'm'));
    }
  });

  it("names the shop's TypeScript lines in its stack traces, through its source maps", () => {
    const chunk = fs
      .readdirSync(OUT)
      .map((file) => path.join(OUT, file))
      .find(
        (file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('async function runServer('),
      )!;
    const program = `
import module from 'node:module';
module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
const chunk = ${JSON.stringify(pathToFileURL(chunk).href)};
await import(chunk);
const lines = (await import('node:fs')).readFileSync(new URL(chunk), 'utf8').split('\\n');
const line = lines.findIndex((text) => text.includes('async function runServer('));
const origin = module.findSourceMap(chunk).findOrigin(line + 1, lines[line].indexOf('runServer') + 1);
console.log(JSON.stringify(origin));
`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const origin = JSON.parse(output.trim().split('\n').at(-1)!) as { fileName: string; lineNumber: number };
    const source = fs.readFileSync(path.join(ROOT, 'src/server/main.ts'), 'utf8').split('\n');
    expect(origin.fileName).toBe(pathToFileURL(path.join(ROOT, 'src/server/main.ts')).href);
    expect(source[origin.lineNumber - 1]).toContain('export async function runServer(');
  }, 30_000);
});
