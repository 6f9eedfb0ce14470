import { GENERATED_FORMATS, type GeneratedFormatId, type Recommendation } from '@rocktune/calculator';
import { useMemo, useState } from 'react';
import { ROCKTUNE_VERSION } from '../../version.js';

/** The other outputs of `rocktune generate --format` (docs/formats.md), and the name each downloads as. */
const OTHER_FORMATS: Record<GeneratedFormatId, { label: string; file: string }> = {
  'options-string': { label: 'Option strings', file: 'options-string.txt' },
  'kafka-streams': { label: 'Kafka Streams class', file: 'RocktuneRocksDBConfig.java' },
  flink: { label: 'Flink keys', file: 'flink-rocksdb.yaml' },
};

export type FileFormat = 'ini' | GeneratedFormatId;

/** The format the panel shows (the OPTIONS file unless another is picked and offered for this engine), its text and file name. */
export function useFileFormat(recommendation: Recommendation, iniText: string) {
  const [picked, setFormat] = useState<FileFormat>('ini');
  const offered = (Object.keys(OTHER_FORMATS) as GeneratedFormatId[]).filter(
    (f) => recommendation.input.dialect !== 'trocksdb' || !('notForTrocksdb' in GENERATED_FORMATS[f]),
  );
  const format: FileFormat = picked !== 'ini' && offered.includes(picked) ? picked : 'ini';
  const text = useMemo(
    () => (format === 'ini' ? iniText : GENERATED_FORMATS[format].text(recommendation, ROCKTUNE_VERSION)),
    [format, iniText, recommendation],
  );
  return { format, offered, setFormat, text, file: format === 'ini' ? 'OPTIONS.ini' : OTHER_FORMATS[format].file };
}

export function FileFormatSelect({
  format,
  offered,
  onFormat,
}: {
  format: FileFormat;
  offered: GeneratedFormatId[];
  onFormat: (f: FileFormat) => void;
}) {
  return (
    <label className="check">
      Format{' '}
      <select value={format} onChange={(e) => onFormat(e.target.value as FileFormat)} data-testid="file-format">
        <option value="ini">OPTIONS file</option>
        {offered.map((f) => (
          <option key={f} value={f}>
            {OTHER_FORMATS[f].label}
          </option>
        ))}
      </select>
    </label>
  );
}
