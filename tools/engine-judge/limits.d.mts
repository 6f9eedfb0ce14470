export declare const JUDGE_PIDS: number;
export declare const JUDGE_MEMORY_BYTES: number;
export interface JvmSandbox {
  method: 'cgroup-v1' | 'cgroup-v2' | 'none';
  command(cmd: string, args: string[]): [string, string[]];
  /** Which cap stopped the process ("more than N threads"), read after it exited; undefined when none did. */
  limitHit(): string | undefined;
  dispose(): void;
}
export declare function jvmSandbox(version: string, limits?: { pids: number; memoryBytes: number }): JvmSandbox;
export declare function sandboxMethod(): JvmSandbox['method'];
