import { type RefObject, useLayoutEffect, useState } from 'react';

/** Charts' smallest text on screen, in CSS pixels (issue 16: 5–6 px labels on a 390 px phone). */
export const READABLE_PX = 12;

/**
 * The font size, in the SVG's own units, that shows at least `px` pixels when a drawing
 * `viewBoxWidth` units wide is rendered `renderedWidth` pixels wide (unknown: `px` as it is).
 */
export function readableFontSize(viewBoxWidth: number, renderedWidth: number | null, px = READABLE_PX): number {
  if (!renderedWidth || renderedWidth <= 0) return px;
  return Math.max(px, Math.ceil((px * viewBoxWidth) / renderedWidth));
}

/**
 * How far below a chart's plot the day or week labels sit (their baseline), in the SVG's units: at
 * least `gap`, and far enough that labels drawn large on a phone never meet the lowest number of
 * the side axis, which is centred on the plot's bottom line (a "0" beside "7 Sept" read "07 Sept").
 */
export function labelsBelowPlot(fontSize: number, gap = 16): number {
  return Math.max(gap, Math.ceil(fontSize * 1.3));
}

/** readableFontSize for an SVG as it is drawn now, following its size as the screen changes. */
export function useReadableFontSize(ref: RefObject<SVGSVGElement | null>, viewBoxWidth: number, px = READABLE_PX): number {
  const [rendered, setRendered] = useState<number | null>(null);
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const measure = () => setRendered(svg.getBoundingClientRect().width || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [ref]);
  return readableFontSize(viewBoxWidth, rendered, px);
}
