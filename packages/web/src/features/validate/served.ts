/** `rocktune serve` marks the page it serves; static hosts and file:// never call the API. */
export function servedByRocktune(): boolean {
  return (
    typeof document !== 'undefined' && document.querySelector('meta[name="rocktune-api"]') !== null && location.protocol.startsWith('http')
  );
}
