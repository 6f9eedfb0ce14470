import { spawnSync } from 'node:child_process';
import type { Command } from '../cli-kit/command.js';
import { EXIT, FailureError, UsageError } from '../cli-kit/errors.js';
import { cliEngineError, findEngine, loadEngineModule } from '../engine/engine.js';

/**
 * `rocktune engine [build]`: where the RocksDB engine behind validate and compare stands, and (re)building it, e.g.
 * after installing librocksdb-dev when rocktune was installed without it (the engine is an optional dependency).
 */
export const engine: Command = {
  name: 'engine',
  summary: 'Show the RocksDB engine validate and compare run on, or build it (`rocktune engine build`)',
  description:
    'The engine is an optional part of rocktune: a native addon compiled on install against the system RocksDB (Debian:\n' +
    'librocksdb-dev). Without it, generate, explain, lint and serve work and validate and compare say how to get it.',
  usage: 'rocktune engine [build] [--rocksdb-prefix DIR]',
  flags: {
    'rocksdb-prefix': {
      type: 'string',
      valueName: 'DIR',
      description: 'with build: link the RocksDB installed in DIR (DIR/include/rocksdb, DIR/lib/librocksdb.a or .so), not the system one',
    },
  },
  positionals: { name: 'build', min: 0, max: 1 },
  examples: [
    { explains: 'Which RocksDB validate runs, or why it cannot run here', command: 'rocktune engine' },
    {
      explains: 'Build the engine after `sudo apt-get install -y librocksdb-dev build-essential pkg-config`',
      command: 'rocktune engine build',
    },
  ],
  async run(args, io) {
    const action = args.positionals[0];
    if (action !== undefined && action !== 'build')
      throw new UsageError(`unknown action '${action}'; use \`rocktune engine\` or \`rocktune engine build\``);
    const prefix = args.flags['rocksdb-prefix'] as string | undefined;
    if (action === 'build') {
      const module = await loadEngineModule();
      const [script, ...scriptArgs] = module.engineBuildCommand(prefix);
      // The build's own progress and compiler output go to stderr; stdout stays clean for scripts.
      const built = spawnSync(process.execPath, [script!, ...scriptArgs], { stdio: ['ignore', 2, 2] });
      if (built.status !== 0) throw new FailureError('the RocksDB engine was not built (see the output above)');
    } else if (prefix !== undefined) throw new UsageError('--rocksdb-prefix needs `rocktune engine build`');
    const found = await findEngine();
    if ('reason' in found) throw new FailureError(found.reason);
    // A built engine that does not start (unreadable, damaged, an incomplete install) is one line with the remedy.
    const info = await found.engine.engineInfo().catch((error: unknown) => {
      throw cliEngineError(error);
    });
    io.stdout(`${info.engine} ${info.rocksdbVersion} (${found.engine.addonPathFor()})\n`);
    return EXIT.ok;
  },
};
