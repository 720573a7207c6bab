import { useEffect, useState } from 'react';

/** False in the server's HTML and until React has taken over the island: controls stay disabled until they work. */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
