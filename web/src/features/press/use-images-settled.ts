import { useEffect, useState } from "react";

interface Settled {
  key: string;
  failed: ReadonlySet<string>;
}

/**
 * Loads every image of `srcs` and reports when all of them have loaded or failed (the press
 * page's loading state lasts exactly that long), and which failed.
 */
export function useImagesSettled(srcs: readonly string[]): { done: boolean; failed: ReadonlySet<string> } {
  const key = srcs.join("\n");
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const list = key ? key.split("\n") : [];
    const failed = new Set<string>();
    let pending = list.length;
    let active = true;
    const finishOne = () => {
      pending -= 1;
      if (pending === 0 && active) setSettled({ key, failed });
    };
    const images = list.map((src) => {
      const image = new Image();
      image.onload = finishOne;
      image.onerror = () => {
        failed.add(src);
        finishOne();
      };
      image.src = src;
      return image;
    });
    if (list.length === 0) setSettled({ key, failed });
    return () => {
      active = false;
      for (const image of images) image.onload = image.onerror = null;
    };
  }, [key]);

  const done = settled?.key === key;
  return { done, failed: done ? settled.failed : new Set() };
}
