// Debian's nginx in front of MoodCraft processes of a test's own, from one of deploy/'s sites.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/** Runs nginx in the foreground with `site` (a server block, as deploy/ has it) in `work`. */
export function startNginx(work: string, site: string): ChildProcess {
  for (const dir of ['body', 'proxy']) mkdirSync(join(work, dir), { recursive: true });
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'nginx-error.log')} warn;`,
      'events {}',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${join(work, 'body')};`,
      `  proxy_temp_path ${join(work, 'proxy')};`,
      site,
      '}',
    ].join('\n'),
  );
  return spawn(NGINX!, ['-p', work, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
}
