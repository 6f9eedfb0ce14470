import type { Command } from './cli-kit/command.js';
import { EXIT, FailureError, UsageError } from './cli-kit/errors.js';
import { renderCommandHelp, renderMainHelp } from './cli-kit/help.js';
import { stderrStyle, type Io } from './cli-kit/io.js';
import { asksForJson, jsonFailure, jsonText } from './cli-kit/json-failure.js';
import { parseCommandArgs } from './cli-kit/parse.js';
import { COMMAND_LOADERS, loadAllCommands } from './commands/index.js';
import { VERSION } from './version.js';

/** Runs one CLI invocation and returns its exit code. User errors are one line on stderr, never a stack trace. */
export async function runCli(argv: string[], io: Io, loaders: Record<string, () => Promise<Command>> = COMMAND_LOADERS): Promise<number> {
  const [name, ...rest] = argv;
  const names = Object.keys(loaders);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' && rest[0] !== undefined && names.includes(rest[0]) ? await loaders[rest[0]]!() : undefined;
    io.stdout(topic ? renderCommandHelp(topic) : renderMainHelp(await loadAllCommands(loaders), VERSION));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const style = stderrStyle(io);
  if (!names.includes(name)) {
    io.stderr(`rocktune: unknown command '${name}'; commands: ${names.join(', ')}\n`);
    return EXIT.usage;
  }
  const command = await loaders[name]!();
  let json = asksForJson(rest);
  let printed = false;
  const tracked: Io = { ...io, stdout: (t) => ((printed = true), io.stdout(t)) };
  try {
    const args = parseCommandArgs(command, rest);
    json = args.values.format === 'json';
    if (args.help) {
      io.stdout(renderCommandHelp(command));
      return EXIT.ok;
    }
    return await command.run(args, tracked);
  } catch (error) {
    if (error instanceof UsageError || error instanceof FailureError) {
      if (json && !printed) io.stdout(jsonText(jsonFailure(error)));
      io.stderr(`${style.red('rocktune: error:')} ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}
