import { useEffect, useState } from 'react';

/** `GET /api/info`: whether this server can validate, and whether it can cap a run (older servers do not say). */
export interface ValidateInfo {
  available: boolean;
  reason?: string;
  cappedRun?: { available: boolean; reason?: string };
}

export function useValidateInfo(): ValidateInfo | undefined {
  const [info, setInfo] = useState<ValidateInfo | undefined>();
  useEffect(() => {
    fetch('./api/info')
      .then((r) => (r.ok ? (r.json() as Promise<{ validate: ValidateInfo }>) : undefined))
      .then((body) => setInfo(body?.validate))
      .catch(() => setInfo(undefined));
  }, []);
  return info;
}
