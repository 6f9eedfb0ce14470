// The engine tests' sandbox: one temporary root per test file, removed after its tests, and a Workspace per test
// inside it, disposed whatever the test's outcome, so that each test states only what it checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll } from 'vitest';

import { Workspace, type WorkspaceOptions } from '../lib/index.js';

/** A fresh directory `rocktune-<name>-*` under the system's temporary directory, removed after this file's tests. */
export function tempRoot(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `rocktune-${name}-`));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** Runs `body` with a new Workspace (`opts` as Workspace.create takes them) and disposes it afterwards. */
export async function withWorkspace<T>(opts: WorkspaceOptions, body: (ws: Workspace) => Promise<T> | T): Promise<T> {
  const ws = Workspace.create(opts);
  try {
    return await body(ws);
  } finally {
    ws.dispose();
  }
}
