import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const UNIT = resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'moodcraft.service');
const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('the systemd unit', () => {
  it.runIf(analyze)('passes systemd-analyze verify', () => {
    const result = spawnSync('systemd-analyze', ['verify', UNIT], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs the built server as its own user, with its data directory and SIGTERM', () => {
    const unit = readFileSync(UNIT, 'utf8');
    expect(unit).toMatch(/^User=moodcraft$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node .*apps\/server\/dist\/server\.mjs$/m);
    expect(unit).toMatch(/^Environment=DATA_DIR=\/var\/lib\/moodcraft\/data$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });
});
