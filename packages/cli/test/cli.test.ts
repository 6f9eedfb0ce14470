import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';

describe('rocktune conventions', () => {
  it('--version prints the package version', async () => {
    const r = await runInProcess(['--version']);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(r.code).toBe(0);
  });

  it('--help lists commands; no command is a usage error', async () => {
    const help = await runInProcess(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('generate');
    expect(help.stdout).toContain('explain');
    expect((await runInProcess([])).code).toBe(2);
  });

  it.each(['generate', 'explain'])('%s --help teaches with examples and defaults', async (name) => {
    const r = await runInProcess([name, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toContain('--threads N');
    expect(r.stdout).toContain('(default: general)');
  });

  it('an unknown command exits 2 naming the commands', async () => {
    const r = await runInProcess(['genrate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'genrate'");
  });

  it('NO_COLOR turns colours off on a terminal; colours on otherwise', async () => {
    const plain = await runInProcess(['generate', '--threads', '2', '--dram', '8GB'], { tty: true, env: { NO_COLOR: '1' } });
    expect(plain.stderr).not.toContain('\u001b[');
    const colour = await runInProcess(['generate', '--threads', '2', '--dram', '8GB'], { tty: true, env: {} });
    expect(colour.stderr).toContain('\u001b[33mwarning');
  });
});
