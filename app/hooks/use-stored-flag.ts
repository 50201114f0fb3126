import { useCallback, useState } from "react";
import { readStorage, writeStorage } from "../lib/storage";

/** A boolean remembered across reloads under a localStorage key. */
export function useStoredFlag(key: string, initial: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    const saved = readStorage(key);
    return saved === null ? initial : saved === "true";
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, set];
}
