import type { ProfileData } from '../../packages/calculator/src/engines/data/types.js';

export function buildProfileData(args: { repo: string; ref: string; engine: 'rocksdb' | 'trocksdb'; repoName: string }): ProfileData;
export function listSyntax(repo: string, ref: string): { bracedItems: boolean; bracedList: boolean };
