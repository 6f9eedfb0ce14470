import type { Command } from './cli-kit/command.js';
import { EXIT, FailureError, UsageError } from './cli-kit/errors.js';
import { renderCommandHelp, renderMainHelp } from './cli-kit/help.js';
import { stderrStyle, type Io } from './cli-kit/io.js';
import { asksForJson, jsonFailure, jsonText } from './cli-kit/json-failure.js';
import { parseCommandArgs } from './cli-kit/parse.js';
import { COMMANDS } from './commands/index.js';
import { VERSION } from './version.js';

/** Runs one CLI invocation and returns its exit code. User errors are one line on stderr, never a stack trace. */
export async function runCli(argv: string[], io: Io, commands: Command[] = COMMANDS): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? commands.find((c) => c.name === rest[0]) : undefined;
    io.stdout(topic ? renderCommandHelp(topic) : renderMainHelp(commands, VERSION));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const command = commands.find((c) => c.name === name);
  const style = stderrStyle(io);
  if (!command) {
    io.stderr(`rocktune: unknown command '${name}'; commands: ${commands.map((c) => c.name).join(', ')}\n`);
    return EXIT.usage;
  }
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
