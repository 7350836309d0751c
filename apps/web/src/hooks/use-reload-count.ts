import { useState } from 'react';

/**
 * How many times a record was loaded again on request ("Reload theirs" of an edit): a form keyed on it
 * starts again from the stored record once the refetch is done.
 */
export function useReloadCount(refetch: () => Promise<unknown>) {
  const [count, setCount] = useState(0);
  const reload = async () => {
    await refetch();
    setCount((n) => n + 1);
  };
  return { count, reload: () => void reload() };
}
