import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIALECTS, PRESET_IDS } from '../../src/index.js';
import { FILE_LAYOUT } from '../../src/sizing/file-layout.js';
import { SIZING_NODES } from '../../src/sizing/nodes.js';
import { rec } from '../helpers.js';

const SIZING_DIR = new URL('../../src/sizing/', import.meta.url);

describe('house rule: one sizing file per emitted option, named after it', () => {
  it('every option any preset or dialect emits has src/sizing/<option>.ts', () => {
    const names = new Set<string>();
    for (const workload of PRESET_IDS) {
      for (const dialect of DIALECTS) {
        for (const o of rec({ workload, dialect, diskWriteBytesPerSec: '500MB' }).options) names.add(o.name);
      }
      for (const o of rec({ workload, compression: 'none' }).options) names.add(o.name);
    }
    expect(names.size).toBeGreaterThan(30);
    const missing = [...names].filter((name) => !existsSync(new URL(`${name}.ts`, SIZING_DIR)));
    expect(missing).toEqual([]);
  });
});

describe('the sizing graph names each option after it', () => {
  it("every option the file can hold is the node of that name, declared in the option's own file", () => {
    const declares = (name: string) =>
      existsSync(new URL(`${name}.ts`, SIZING_DIR)) &&
      new RegExp(String.raw`\bdefineNode\(\s*'${name}'`).test(readFileSync(new URL(`${name}.ts`, SIZING_DIR), 'utf8'));
    expect(Object.keys(FILE_LAYOUT).length).toBeGreaterThan(30);
    expect(Object.keys(FILE_LAYOUT).filter((name) => !declares(name))).toEqual([]);
  });

  it('the registry holds one node per quantity', () => {
    expect(new Set(SIZING_NODES.map((node) => node.name)).size).toBe(SIZING_NODES.length);
    expect(SIZING_NODES.map((node) => node.name)).toEqual(expect.arrayContaining(Object.keys(FILE_LAYOUT)));
  });
});
