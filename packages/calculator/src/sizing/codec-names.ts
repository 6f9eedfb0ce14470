/** RocksDB's names for the codecs `--compression` offers. */
export const CODEC_NAMES = { lz4: 'kLZ4Compression', zstd: 'kZSTD' } as const;
