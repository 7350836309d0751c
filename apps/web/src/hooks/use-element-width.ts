import { type RefCallback, useCallback, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept up to date as it resizes (0 until it is measured, and in
 * jsdom, which lays nothing out). Lets an SVG be drawn at its real size, so its text is never stretched.
 */
export function useElementWidth<T extends Element>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback<RefCallback<T>>((element) => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(box.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
