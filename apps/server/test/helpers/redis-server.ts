import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
/** Tests that need Redis are skipped, and say so, where no redis-server is installed. */
export const redisServerInstalled = existsSync(REDIS_SERVER);

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function started(child: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      10_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
  });
}

/**
 * A redis-server of the test's own on a free port of 127.0.0.1, keeping nothing on disk (never
 * the machine's shared one on 6379).
 */
export async function startRedisServer() {
  const dir = mkdtempSync(join(tmpdir(), 'moodcraft-redis-'));
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      REDIS_SERVER,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
        ...['--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'notice'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await started(child);
    } catch (error) {
      child.kill('SIGKILL');
      // another process may have taken the port in between: try another
      if (attempt < 3) continue;
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    child.stdout?.resume();
    return {
      url: `redis://127.0.0.1:${port}`,
      async stop() {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
