// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/App.js';

describe('the file panel offers the other formats of generate --format', () => {
  beforeEach(() => history.replaceState(null, '', '/'));
  afterEach(cleanup);

  it('shows the guide server as option strings, a Kafka Streams class and Flink keys, and back to the OPTIONS file', () => {
    render(<App />);
    const select = screen.getByTestId('file-format');
    const file = () => screen.getByTestId('options-file').textContent ?? '';
    fireEvent.change(select, { target: { value: 'options-string' } });
    expect(file()).toMatch(/\nwrite_buffer_size=164000000;max_write_buffer_number=13;/);
    expect(screen.getByRole('button', { name: 'Download options-string.txt' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'kafka-streams' } });
    expect(file()).toContain('public class RocktuneRocksDBConfig implements RocksDBConfigSetter {');
    fireEvent.change(select, { target: { value: 'flink' } });
    expect(file()).toMatch(/\nstate\.backend\.rocksdb\.writebuffer\.count: 13\n/);
    fireEvent.change(select, { target: { value: 'ini' } });
    expect(file()).toContain('[CFOptions "default"]');
    expect(screen.getByRole('button', { name: 'Download OPTIONS.ini' })).toBeTruthy();
  });
});
